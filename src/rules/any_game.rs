//! A match of whichever game was chosen at run time, played with typed moves ([`AnyMove`]);
//! move text is read and written only at the edges (notation, protocol, records).

use std::fmt;

use super::kimasai::Kimasai;
use super::options::OptionError;
use super::sadeqa::Sadeqa;
use super::shax::Shax;
use super::{
    AnyMove, AnyPosition, EventSink, Game, GameId, GameOptions, IllegalMove, Match, MoveParseError,
    NoEvents, Player, PositionError, Status,
};

/// A match of one of the three games.
#[derive(Clone, Debug)]
pub enum AnyMatch {
    Shax(Match<Shax>),
    Sadeqa(Match<Sadeqa>),
    Kimasai(Match<Kimasai>),
}

/// Runs `$body` with `$m` bound to the typed match inside an [`AnyMatch`].
macro_rules! with_match {
    ($any:expr, $m:ident => $body:expr) => {
        match $any {
            AnyMatch::Shax($m) => $body,
            AnyMatch::Sadeqa($m) => $body,
            AnyMatch::Kimasai($m) => $body,
        }
    };
}

/// A refused move of one of the three games, with that game's typed reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyIllegal {
    Shax(IllegalMove<Shax>),
    Sadeqa(IllegalMove<Sadeqa>),
    Kimasai(IllegalMove<Kimasai>),
}

impl fmt::Display for AnyIllegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyIllegal::Shax(e) => e.fmt(f),
            AnyIllegal::Sadeqa(e) => e.fmt(f),
            AnyIllegal::Kimasai(e) => e.fmt(f),
        }
    }
}

/// Why a move was not played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    Parse(MoveParseError),
    Illegal(AnyIllegal),
    /// A move of another game than the one being played.
    WrongGame {
        mv: AnyMove,
        playing: GameId,
    },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Parse(e) => e.fmt(f),
            MoveError::Illegal(e) => e.fmt(f),
            MoveError::WrongGame { mv, playing } => write!(
                f,
                "{mv} is a {} move, and this game is {}",
                mv.game().title(),
                playing.title()
            ),
        }
    }
}

impl std::error::Error for MoveError {}

fn typed_legal_moves<G: Game>(game: &Match<G>) -> Vec<AnyMove>
where
    G::Move: Into<AnyMove>,
{
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves.into_iter().map(Into::into).collect()
}

impl AnyMatch {
    /// A new game with options given as words (`first=north`, `seeds=4`).
    pub fn new_from_words<'a>(
        game: GameId,
        words: impl IntoIterator<Item = &'a str>,
    ) -> Result<AnyMatch, OptionError> {
        let options = GameOptions::parse(words, game.takes_seeds())?;
        Ok(AnyMatch::new(game, &options))
    }

    pub fn new(game: GameId, options: &GameOptions) -> AnyMatch {
        match game {
            GameId::Shax => AnyMatch::Shax(Match::from_position(Shax::start(options))),
            GameId::Sadeqa => AnyMatch::Sadeqa(Match::from_position(Sadeqa::start(options))),
            GameId::Kimasai => AnyMatch::Kimasai(Match::from_position(Kimasai::start(options))),
        }
    }

    /// Reads a position text `GAME-ID FIELDS…` as written by [`AnyMatch::position_text`].
    pub fn load(text: &str) -> Result<AnyMatch, PositionError> {
        let text = text.trim();
        let (id, rest) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
        let game = GameId::parse(id).ok_or_else(|| PositionError::UnknownGame(id.to_string()))?;
        Ok(match game {
            GameId::Shax => AnyMatch::Shax(Match::from_position(Shax::from_position_text(rest)?)),
            GameId::Sadeqa => {
                AnyMatch::Sadeqa(Match::from_position(Sadeqa::from_position_text(rest)?))
            }
            GameId::Kimasai => {
                AnyMatch::Kimasai(Match::from_position(Kimasai::from_position_text(rest)?))
            }
        })
    }

    pub fn game(&self) -> GameId {
        match self {
            AnyMatch::Shax(_) => GameId::Shax,
            AnyMatch::Sadeqa(_) => GameId::Sadeqa,
            AnyMatch::Kimasai(_) => GameId::Kimasai,
        }
    }

    /// Every legal move in the current position (none when the game is over).
    pub fn legal_moves(&self) -> Vec<AnyMove> {
        with_match!(self, m => typed_legal_moves(m))
    }

    /// Reads a move in this game's notation (legal or not).
    pub fn parse_move(&self, text: &str) -> Result<AnyMove, MoveParseError> {
        self.game().parse_move(text)
    }

    /// Plays `mv` if it is a legal move of this game; on error nothing changes.
    pub fn play(&mut self, mv: AnyMove) -> Result<(), MoveError> {
        self.play_recording(mv, &mut NoEvents)
    }

    /// [`AnyMatch::play`], reporting to `events` what happens on the board, in order.
    pub fn play_recording(
        &mut self,
        mv: AnyMove,
        events: &mut impl EventSink,
    ) -> Result<(), MoveError> {
        let refused = |e| MoveError::Illegal(e);
        match (self, mv) {
            (AnyMatch::Shax(m), AnyMove::Shax(mv)) => m
                .play_recording(mv, events)
                .map_err(|e| refused(AnyIllegal::Shax(e))),
            (AnyMatch::Sadeqa(m), AnyMove::Sadeqa(mv)) => m
                .play_recording(mv, events)
                .map_err(|e| refused(AnyIllegal::Sadeqa(e))),
            (AnyMatch::Kimasai(m), AnyMove::Kimasai(mv)) => m
                .play_recording(mv, events)
                .map_err(|e| refused(AnyIllegal::Kimasai(e))),
            (game, mv) => Err(MoveError::WrongGame {
                mv,
                playing: game.game(),
            }),
        }
    }

    /// Plays a move written in the game's notation (the protocol's and the command line's
    /// edge); on error nothing changes.
    pub fn play_text(&mut self, text: &str) -> Result<AnyMove, MoveError> {
        let mv = self.parse_move(text).map_err(MoveError::Parse)?;
        self.play(mv)?;
        Ok(mv)
    }

    /// How many moves were played since the start (or the loaded position).
    pub fn ply(&self) -> usize {
        with_match!(self, m => m.moves().len())
    }

    /// The position after the first `ply` moves, if the game has that many.
    pub fn position_at(&self, ply: usize) -> Option<AnyPosition> {
        match self {
            AnyMatch::Shax(m) => m.position_at(ply).copied().map(AnyPosition::Shax),
            AnyMatch::Sadeqa(m) => m.position_at(ply).copied().map(AnyPosition::Sadeqa),
            AnyMatch::Kimasai(m) => m.position_at(ply).copied().map(AnyPosition::Kimasai),
        }
    }

    /// Who was to move after the first `ply` moves (`None` when the game was over then, or
    /// `ply` is past the current position).
    pub fn turn_at(&self, ply: usize) -> Option<Player> {
        with_match!(self, m => m.position_at(ply).and_then(|p| p.turn()))
    }

    /// The move that led to the current position, if any.
    pub fn last_move(&self) -> Option<AnyMove> {
        with_match!(self, m => m.moves().last().map(|&mv| mv.into()))
    }

    /// The last `count` moves (or fewer), oldest first, without copying the rest of the record.
    pub fn recent_moves(&self, count: usize) -> Vec<AnyMove> {
        with_match!(self, m => {
            let moves = m.moves();
            moves[moves.len().saturating_sub(count)..]
                .iter()
                .map(|&mv| mv.into())
                .collect()
        })
    }

    /// The moves played since the start (or the loaded position), oldest first.
    pub fn moves(&self) -> Vec<AnyMove> {
        with_match!(self, m => m.moves().iter().map(|&mv| mv.into()).collect())
    }

    /// The current position, without the history.
    pub fn position(&self) -> AnyPosition {
        match self {
            AnyMatch::Shax(m) => AnyPosition::Shax(*m.position()),
            AnyMatch::Sadeqa(m) => AnyPosition::Sadeqa(*m.position()),
            AnyMatch::Kimasai(m) => AnyPosition::Kimasai(*m.position()),
        }
    }

    pub fn undo(&mut self) -> bool {
        with_match!(self, m => m.undo())
    }

    pub fn turn(&self) -> Option<Player> {
        with_match!(self, m => m.turn())
    }

    pub fn status(&self) -> Status {
        with_match!(self, m => m.status())
    }

    pub fn score(&self) -> [u32; 2] {
        with_match!(self, m => m.score())
    }

    /// The position as one line, starting with the game id.
    pub fn position_text(&self) -> String {
        with_match!(self, m => format!("{} {}", self.game(), m.position().to_position_text()))
    }

    /// Perft from the current position: move sequences `depth` plies deep.
    pub fn perft(&mut self, depth: u32) -> u64 {
        with_match!(self, m => super::perft::perft(m, depth))
    }

    /// The moves played since the start (or the loaded position), in notation.
    pub fn move_texts(&self) -> Vec<String> {
        with_match!(self, m => m.moves().iter().map(ToString::to_string).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn starting_positions_round_trip_through_text() {
        for game in GameId::ALL {
            let fresh = AnyMatch::new(game, &GameOptions::default());
            let text = fresh.position_text();
            let loaded = AnyMatch::load(&text).unwrap();
            assert_eq!(loaded.position_text(), text);
            assert_eq!(loaded.legal_moves(), fresh.legal_moves());
        }
    }

    #[test]
    fn a_refused_move_changes_nothing() {
        let mut game = AnyMatch::new(GameId::Kimasai, &GameOptions::default());
        let before = game.position_text();
        assert!(matches!(
            game.play_text("c2-b2"),
            Err(MoveError::Illegal(_))
        ));
        assert!(matches!(game.play_text("zz"), Err(MoveError::Parse(_))));
        let shax_move = AnyMatch::new(GameId::Shax, &GameOptions::default()).legal_moves()[0];
        let wrong = game.play(shax_move).unwrap_err();
        assert!(matches!(wrong, MoveError::WrongGame { .. }));
        assert!(wrong.to_string().contains("is a Shax move"), "{wrong}");
        assert_eq!(game.position_text(), before);
        assert_eq!(game.ply(), 0);
        assert_eq!(game.last_move(), None);
    }

    #[test]
    fn typed_moves_play_and_are_recorded() {
        for id in GameId::ALL {
            let mut game = AnyMatch::new(id, &GameOptions::default());
            let first = game.legal_moves()[0];
            assert_eq!(game.parse_move(&first.to_string()), Ok(first));
            game.play(first).unwrap();
            assert_eq!((game.ply(), game.last_move()), (1, Some(first)));
            assert_eq!(game.moves(), vec![first]);
            assert_eq!(game.recent_moves(5), vec![first]);
            assert!(game.recent_moves(0).is_empty());
            assert_eq!(game.move_texts(), vec![first.to_string()]);
        }
    }
}
