//! Everything the app knows about each game, in three typed views a game writes against its own
//! moves and positions (its board, its narrator, its menu card), and the one place that picks a
//! game's views by its id and opens the `Any*` values for them. Adding a game means adding a
//! file here and an arm in [`views`] (see docs/ARCHITECTURE.md); no other app file names a game.

mod kimasai;
mod sadeqa;
mod shax;

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::paint::wood::WoodPainter;
use crate::app::words::{Arg, Phrasebook};
use crate::rules::{AnyMove, AnyPosition, EndReason, Game, GameId, InAny, Player};

/// What lies under a spot's contents.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Ground {
    /// A small dot where lines meet.
    Point,
    /// A hole cut into the board, scaled from a circle.
    Hole(Vec3),
}

/// How a spot is drawn.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct SpotLook {
    pub ground: Ground,
    /// The size of a piece or stone on it.
    pub piece_scale: f32,
    /// For seed holes: where the seed count is written, relative to the hole.
    pub count_label: Option<Vec2>,
}

/// A line drawn on the board.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct BoardLine {
    pub from: Vec2,
    pub to: Vec2,
    pub width: f32,
}

/// How a store shows what a player took.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct StoreLook {
    /// Whose pieces lie in it (the other side's), or `None` for seeds.
    pub pieces_of: Option<Player>,
    /// The size of one token, and the distance between tokens (world units).
    pub token_size: Vec2,
    pub pitch: f32,
}

impl StoreLook {
    /// The other side's pieces, as taken by `captor`.
    pub fn pieces_taken(captor: Player) -> StoreLook {
        StoreLook {
            pieces_of: Some(captor.opponent()),
            token_size: Vec2::splat(13.0),
            pitch: 30.0,
        }
    }
}

/// How the words name each side: "You", "Computer (Casual)", "South", in the language spoken.
pub trait SideNames {
    fn side_name(&self, player: Player) -> String;

    /// Whether `player` is the person at the screen, spoken to as "you" (they play the
    /// computer).
    fn is_spoken_to(&self, player: Player) -> bool;

    /// The language the sentences are said in.
    fn words(&self) -> &Phrasebook {
        crate::words::english()
    }
}

/// The arguments that name `player` in a message, under `who` and `side`: "you" for the person
/// spoken to (the verb's form follows it) or "other", and the side's name.
pub fn side_args(
    names: &dyn SideNames,
    player: Player,
    (who, side): (&'static str, &'static str),
) -> [(&'static str, Arg<'static>); 2] {
    let spoken = if names.is_spoken_to(player) {
        "you"
    } else {
        "other"
    };
    [(who, spoken.into()), (side, names.side_name(player).into())]
}

/// The usual names of a side's arguments, and of a second side's.
pub const SIDE: (&str, &str) = ("who", "side");
pub const SIDE2: (&str, &str) = ("who2", "side2");

/// `id` said of `player` (as `who` and `side`), with `more` arguments.
pub fn said_of_side(
    names: &dyn SideNames,
    id: &str,
    player: Player,
    more: &[(&'static str, Arg<'static>)],
) -> String {
    let mut args = side_args(names, player, SIDE).to_vec();
    args.extend_from_slice(more);
    names.words().with(id, &args)
}

/// A move just played, in its game's own types.
pub struct Played<'a, G: Game> {
    pub mover: Player,
    pub mv: G::Move,
    pub before: &'a G,
    pub after: &'a G,
}

impl<G: Game> Played<'_, G> {
    /// How many pieces, seeds or stones the move won for its mover.
    pub fn gained(&self) -> u32 {
        let mover = self.mover.index();
        self.after.score()[mover].saturating_sub(self.before.score()[mover])
    }
}

/// How a finished game ended, for its words.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Ending {
    pub reason: EndReason,
    /// Who lost, or in a draw who could not move.
    pub loser: Player,
    /// Who was to move when the game ended.
    pub stuck: Player,
}

/// The game a view shows.
pub trait TypedView: Sync + 'static {
    type Game: InAny;
}

/// A game's board: its spots, where they lie, their names and looks, its wood and its stores.
pub trait BoardView: TypedView {
    fn spot_count(&self) -> u8;

    /// Where a spot lies in the board's world coordinates (the board is about 900 × 600).
    fn spot_position(&self, spot: u8) -> Vec2;

    /// The spot's name in the notation.
    fn spot_name(&self, spot: u8) -> String;

    /// Whose row the spot is in, where its name alone does not say it aloud: Sadeqa III's
    /// "a" and "A" sound the same to a screen reader.
    fn spot_side(&self, _spot: u8) -> Option<Player> {
        None
    }

    fn spot_look(&self, spot: u8) -> SpotLook;

    /// The wooden board's size (world units, without its edge): the camera fits it to the window.
    fn board_size(&self) -> Vec2;

    /// The lines drawn on the board (world coordinates, and their width).
    fn lines(&self) -> Vec<BoardLine>;

    /// Paints the wooden board and its lines under the spots.
    fn paint_board(&self, painter: &mut WoodPainter) {
        painter.wooden_board(self.board_size());
        for line in self.lines() {
            painter.line(line.from, line.to, line.width);
        }
    }

    /// How the store of what `captor` took looks.
    fn store_look(&self, captor: Player) -> StoreLook;

    /// The spots a person clicks to make `mv`, in order.
    fn click_path(&self, mv: <Self::Game as Game>::Move) -> Vec<u8>;

    /// The spots marked to show that `mv` was the last move.
    fn last_move_spots(&self, mv: <Self::Game as Game>::Move) -> Vec<u8> {
        self.click_path(mv)
    }

    /// The move a click on `spot` tries to make after `picked` (the spots picked so far), so
    /// that the rules can say why it is refused; `None` when it tries none.
    fn attempted_move(
        &self,
        position: &Self::Game,
        picked: &[u8],
        spot: u8,
    ) -> Option<<Self::Game as Game>::Move>;
}

/// A game's words: its sides, its phases, its moves and its endings.
pub trait Narrator: TypedView {
    /// What marks a side on the board, for tying "South" or "You" to what the player sees:
    /// "light pieces" (its colour), or where its row lies: "lower row" when it is the row
    /// `nearest` the player ("left column" on a board turned `upright`). Its message id.
    fn side_words(&self, player: Player, nearest: bool, upright: bool) -> &'static str;

    /// What a side's store holds, said as what that side did ("captured 3 pieces"): its
    /// message id, which takes the `count`.
    fn store_word(&self) -> &'static str;

    /// What one thing on a spot is called, for a screen reader's name of the spot ("d2, light
    /// piece"): `piece`, `stone` or `seed`, which names its message (`spot-said-light-piece`).
    fn token_word(&self) -> &'static str;

    /// The line under the players' names: the phase, what is left.
    fn phase_line(&self, position: &Self::Game, names: &dyn SideNames) -> String;

    /// A sentence about the move just played. The move's notation is named only when `named`
    /// (the board shows coordinates), since otherwise it points at nothing the player can see.
    fn describe(&self, played: &Played<Self::Game>, names: &dyn SideNames, named: bool) -> String;

    /// Why the rules refuse `mv`, said to the player at the board in the game's words.
    fn explain_refusal(
        &self,
        position: &Self::Game,
        mv: <Self::Game as Game>::Move,
        reason: <Self::Game as Game>::Illegal,
        names: &dyn SideNames,
    ) -> String;

    /// What `player` is asked when a move may end with or without taking a piece.
    fn take_or_not_prompt(&self, player: Player, names: &dyn SideNames) -> String {
        let other = side_args(names, player.opponent(), SIDE2);
        said_of_side(names, "take-or-not", player, &other)
    }

    /// Why the game ended (after "South wins — ").
    fn end_reason(&self, ending: &Ending, names: &dyn SideNames) -> String {
        usual_end_reason(ending, names)
    }

    /// Said beside a move a finger's first tap shows, which a second tap plays: its message id.
    fn tap_again_words(&self) -> &'static str {
        "tap-again"
    }
}

/// Why a game ended, in words any game may use.
pub fn usual_end_reason(ending: &Ending, names: &dyn SideNames) -> String {
    let of_loser = |id: &str| said_of_side(names, id, ending.loser, &[]);
    match ending.reason {
        EndReason::NoMoves => said_of_side(names, "end-no-moves", ending.stuck, &[]),
        EndReason::Repetition => names.words().get("end-repetition"),
        EndReason::Resigned => of_loser("end-resigned"),
        EndReason::DrawAgreed => names.words().get("end-draw-agreed"),
        EndReason::TimeUp => of_loser("end-time-up"),
        EndReason::Abandoned => of_loser("end-abandoned"),
        // A game's own endings are its narrator's to say.
        other => said_of_side(
            names,
            "end-lost",
            ending.loser,
            &[("reason", other.word().into())],
        ),
    }
}

/// What the menu tells of a game, and whether it is played as a match.
pub trait Card: Sync {
    /// Where the game comes from.
    /// (Its message id, `assets/words`.)
    fn origin(&self) -> &'static str;

    /// What the game is, in one line (its message id).
    fn summary(&self) -> &'static str;

    /// How to play, in a few steps (their message ids, numbered when shown).
    fn how_to_play(&self) -> &'static [&'static str];

    /// Where the game is played and who wrote it down, in a sentence or two (its message id).
    fn history(&self) -> &'static str;

    /// The board in small, for the menu's card, filling `rect` (drawn for 150 × 92 points and
    /// scaled by `miniature_scale`).
    fn draw_miniature(&self, painter: &egui::Painter, rect: egui::Rect);

    /// Whether games follow one another as a match: the winner starts the next, and wins in a
    /// row are counted on the board.
    fn plays_matches(&self) -> bool {
        false
    }
}

/// A game's board for moves of any game: what the rest of the app calls.
pub trait AnyBoard: Sync {
    fn spot_count(&self) -> u8;
    fn spot_position(&self, spot: u8) -> Vec2;
    fn spot_name(&self, spot: u8) -> String;
    fn spot_side(&self, spot: u8) -> Option<Player>;
    fn spot_look(&self, spot: u8) -> SpotLook;
    fn board_size(&self) -> Vec2;
    fn paint_board(&self, painter: &mut WoodPainter);
    fn lines(&self) -> Vec<BoardLine>;
    fn store_look(&self, captor: Player) -> StoreLook;
    /// The spots to click for `mv` (none for another game's move).
    fn click_path(&self, mv: AnyMove) -> Vec<u8>;
    fn last_move_spots(&self, mv: AnyMove) -> Vec<u8>;
}

impl<V: BoardView> AnyBoard for V {
    fn spot_count(&self) -> u8 {
        BoardView::spot_count(self)
    }
    fn spot_position(&self, spot: u8) -> Vec2 {
        BoardView::spot_position(self, spot)
    }
    fn spot_name(&self, spot: u8) -> String {
        BoardView::spot_name(self, spot)
    }
    fn spot_side(&self, spot: u8) -> Option<Player> {
        BoardView::spot_side(self, spot)
    }
    fn spot_look(&self, spot: u8) -> SpotLook {
        BoardView::spot_look(self, spot)
    }
    fn board_size(&self) -> Vec2 {
        BoardView::board_size(self)
    }
    fn paint_board(&self, painter: &mut WoodPainter) {
        BoardView::paint_board(self, painter);
    }
    fn lines(&self) -> Vec<BoardLine> {
        BoardView::lines(self)
    }
    fn store_look(&self, captor: Player) -> StoreLook {
        BoardView::store_look(self, captor)
    }
    fn click_path(&self, mv: AnyMove) -> Vec<u8> {
        V::Game::move_in(mv).map_or_else(Vec::new, |mv| BoardView::click_path(self, mv))
    }
    fn last_move_spots(&self, mv: AnyMove) -> Vec<u8> {
        V::Game::move_in(mv).map_or_else(Vec::new, |mv| BoardView::last_move_spots(self, mv))
    }
}

/// A game's narrator for positions and moves of any game: what the rest of the app calls.
pub trait AnyNarrator: Sync {
    fn side_words(&self, player: Player, nearest: bool, upright: bool) -> &'static str;
    fn store_word(&self) -> &'static str;
    fn token_word(&self) -> &'static str;

    /// The phase line (empty for another game's position).
    fn phase_line(&self, position: &AnyPosition, names: &dyn SideNames) -> String;

    /// A sentence about `mv`, played by `mover` between `positions` (before, after).
    fn describe(
        &self,
        mover: Player,
        mv: AnyMove,
        positions: [&AnyPosition; 2],
        names: &dyn SideNames,
        named: bool,
    ) -> String;

    fn take_or_not_prompt(&self, player: Player, names: &dyn SideNames) -> String;
    fn end_reason(&self, ending: &Ending, names: &dyn SideNames) -> String;
    fn tap_again_words(&self) -> &'static str;
}

impl<V: Narrator> AnyNarrator for V {
    fn side_words(&self, player: Player, nearest: bool, upright: bool) -> &'static str {
        Narrator::side_words(self, player, nearest, upright)
    }
    fn store_word(&self) -> &'static str {
        Narrator::store_word(self)
    }
    fn token_word(&self) -> &'static str {
        Narrator::token_word(self)
    }
    fn phase_line(&self, position: &AnyPosition, names: &dyn SideNames) -> String {
        V::Game::position_in(position)
            .map(|position| Narrator::phase_line(self, position, names))
            .unwrap_or_default()
    }
    fn describe(
        &self,
        mover: Player,
        mv: AnyMove,
        [before, after]: [&AnyPosition; 2],
        names: &dyn SideNames,
        named: bool,
    ) -> String {
        let typed = (
            V::Game::move_in(mv),
            V::Game::position_in(before),
            V::Game::position_in(after),
        );
        let (Some(mv), Some(before), Some(after)) = typed else {
            return String::new();
        };
        let played = Played {
            mover,
            mv,
            before,
            after,
        };
        Narrator::describe(self, &played, names, named)
    }
    fn take_or_not_prompt(&self, player: Player, names: &dyn SideNames) -> String {
        Narrator::take_or_not_prompt(self, player, names)
    }
    fn end_reason(&self, ending: &Ending, names: &dyn SideNames) -> String {
        Narrator::end_reason(self, ending, names)
    }
    fn tap_again_words(&self) -> &'static str {
        Narrator::tap_again_words(self)
    }
}

/// Why a click plays nothing: the board's attempted move, the rules' reason, the narrator's
/// words.
pub trait Refusals: Sync {
    /// Why a click on `spot` after `picked` plays nothing, in the game's words; `None` when the
    /// rules find nothing wrong with the move it tries (or it tries none).
    fn explain_click(
        &self,
        position: &AnyPosition,
        picked: &[u8],
        spot: u8,
        names: &dyn SideNames,
    ) -> Option<String>;

    /// Why the rules refuse `mv` in `position`, in the game's words; `None` for a move they
    /// allow, or of another game.
    fn explain_move(
        &self,
        position: &AnyPosition,
        mv: AnyMove,
        names: &dyn SideNames,
    ) -> Option<String>;
}

impl<V: BoardView + Narrator> Refusals for V {
    fn explain_click(
        &self,
        position: &AnyPosition,
        picked: &[u8],
        spot: u8,
        names: &dyn SideNames,
    ) -> Option<String> {
        let position = V::Game::position_in(position)?;
        let mv = self.attempted_move(position, picked, spot)?;
        let reason = position.illegal_reason(mv)?;
        Some(self.explain_refusal(position, mv, reason, names))
    }

    fn explain_move(
        &self,
        position: &AnyPosition,
        mv: AnyMove,
        names: &dyn SideNames,
    ) -> Option<String> {
        let position = V::Game::position_in(position)?;
        let mv = V::Game::move_in(mv)?;
        let reason = position.illegal_reason(mv)?;
        Some(self.explain_refusal(position, mv, reason, names))
    }
}

/// The views of one game.
#[derive(Copy, Clone)]
pub struct Views {
    pub board: &'static dyn AnyBoard,
    pub narrator: &'static dyn AnyNarrator,
    pub refusals: &'static dyn Refusals,
    pub card: &'static dyn Card,
}

impl Views {
    fn of<V: BoardView + Narrator + Card>(view: &'static V) -> Views {
        Views {
            board: view,
            narrator: view,
            refusals: view,
            card: view,
        }
    }
}

/// The views of `game`: the one place that picks a game by its id.
pub fn views(game: GameId) -> Views {
    match game {
        GameId::Shax => Views::of(&shax::ShaxView),
        GameId::Sadeqa => Views::of(&sadeqa::SadeqaView),
        GameId::Kimasai => Views::of(&kimasai::KimasaiView),
    }
}

/// The board of `game`.
pub fn board(game: GameId) -> &'static dyn AnyBoard {
    views(game).board
}

/// The narrator of `game`.
pub fn narrator(game: GameId) -> &'static dyn AnyNarrator {
    views(game).narrator
}

/// Why clicks in `game` play nothing.
pub fn refusals(game: GameId) -> &'static dyn Refusals {
    views(game).refusals
}

/// The menu card of `game`.
pub fn card(game: GameId) -> &'static dyn Card {
    views(game).card
}

/// The spots a person clicks to make `mv`, in order.
pub fn click_path(mv: AnyMove) -> Vec<u8> {
    board(mv.game()).click_path(mv)
}

/// How much larger than 150 × 92 points a card's miniature board is drawn to fill `rect`.
pub(super) fn miniature_scale(rect: egui::Rect) -> f32 {
    (rect.width() / 150.0).min(rect.height() / 92.0)
}

#[cfg(test)]
pub mod tests {
    use super::*;

    #[test]
    fn every_game_has_distinct_spot_positions() {
        for game in GameId::ALL {
            let board = board(game);
            let positions: Vec<Vec2> = (0..board.spot_count())
                .map(|s| board.spot_position(s))
                .collect();
            for (i, a) in positions.iter().enumerate() {
                for b in &positions[i + 1..] {
                    assert!(a.distance(*b) > 40.0, "{game}");
                }
            }
        }
    }

    #[test]
    fn every_game_has_as_many_spots_as_its_rules() {
        for game in GameId::ALL {
            let rules = crate::rules::AnyMatch::new(game, &crate::rules::GameOptions::default());
            assert_eq!(
                board(game).spot_count() as usize,
                rules.position().board_view().spots.len(),
                "{game}"
            );
        }
    }

    #[test]
    fn a_board_or_narrator_given_another_games_values_says_nothing() {
        let options = crate::rules::GameOptions::default();
        for game in GameId::ALL {
            for other in GameId::ALL.into_iter().filter(|&g| g != game) {
                let rules = crate::rules::AnyMatch::new(other, &options);
                let position = rules.position();
                let mv = rules.legal_moves()[0];
                let names = Names;
                assert!(board(game).click_path(mv).is_empty());
                assert_eq!(narrator(game).phase_line(&position, &names), "");
                let said = narrator(game).describe(
                    Player::South,
                    mv,
                    [&position, &position],
                    &names,
                    true,
                );
                assert_eq!(said, "", "{game} told of a {other} move");
            }
        }
    }

    struct Names;

    /// The words for a click in a position, for the games' tests of their refusals.
    pub fn refusal_for(position: &str, picked: &[&str], spot: &str) -> Option<String> {
        let game = crate::rules::AnyMatch::load(position).unwrap();
        let board = board(game.game());
        let at = |name: &str| {
            (0..board.spot_count())
                .find(|&s| board.spot_name(s) == name)
                .unwrap_or_else(|| panic!("no spot {name}"))
        };
        let picked: Vec<u8> = picked.iter().map(|name| at(name)).collect();
        refusals(game.game()).explain_click(&game.position(), &picked, at(spot), &Friends)
    }

    /// Two people at one screen: South and North.
    pub struct Friends;

    impl SideNames for Friends {
        fn side_name(&self, player: Player) -> String {
            match player {
                Player::South => "South".into(),
                Player::North => "North".into(),
            }
        }
        fn is_spoken_to(&self, _: Player) -> bool {
            false
        }
    }

    impl SideNames for Names {
        fn side_name(&self, player: Player) -> String {
            player.name().into()
        }
        fn is_spoken_to(&self, _: Player) -> bool {
            false
        }
    }
}
