//! Shax, the Somali mill game: placing without captures, a removal phase, steps, and hadig.

pub mod board;
mod illegal;
pub mod notation;
#[cfg(test)]
mod tests;
mod text;

use board::{NEIGHBOURS, Point, completes_line, lines_completed, neighbours_of, points};
pub use illegal::IllegalShaxMove;
pub use notation::ShaxMove;

use super::zobrist::{self, NORTH_TO_MOVE};
use super::{
    BoardView, EndReason, EventSink, Game, GameId, GameOptions, MoveEvent, Player, PositionError,
    SpotContents, SpotSet, Status,
};

pub const PIECES_PER_PLAYER: u8 = 12;
/// Plies in a row without a removal that draw the movement phase.
pub const QUIET_PLY_LIMIT: u8 = 100;

/// The part of the game, which decides what a move is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    Placing,
    /// The first removal of the removal phase (the player to move removes).
    FirstRemoval,
    /// The answering removal; movement follows.
    SecondRemoval,
    Moving,
}

/// A Shax position.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Shax {
    pieces: [u32; 2],
    in_hand: [u8; 2],
    /// The player whose turn it is in the alternation (during a hadig, the blocked player).
    to_move: Player,
    phase: Phase,
    first_jare: Option<Player>,
    /// Movement plies since the last removal (or since movement began).
    quiet_plies: u8,
    ended_by_repetition: bool,
}

impl Shax {
    /// A movement-phase position with no quiet plies yet: `own` are the pieces of `alternation`,
    /// the player whose turn it is in the alternation (blocked or not), `other` the opponent's.
    /// For endgame tables, which enumerate positions rather than reach them by play.
    pub fn in_movement(alternation: Player, own: u32, other: u32) -> Result<Shax, PositionError> {
        Shax::with_nothing_in_hand(Phase::Moving, alternation, own, other)
    }

    /// The start of the removal phase on a full board: `own` are the pieces of `remover`, who
    /// removes first, `other` the opponent's (together all 24 points). For the table of full
    /// boards, which enumerates them rather than reaching them by play.
    pub fn at_first_removal(remover: Player, own: u32, other: u32) -> Result<Shax, PositionError> {
        Shax::with_nothing_in_hand(Phase::FirstRemoval, remover, own, other)
    }

    /// A position of `phase` after placing, with `own` the pieces of `to_move` and `other` the
    /// opponent's; checked like any position.
    fn with_nothing_in_hand(
        phase: Phase,
        to_move: Player,
        own: u32,
        other: u32,
    ) -> Result<Shax, PositionError> {
        let mut pieces = [0; 2];
        pieces[to_move.index()] = own;
        pieces[to_move.opponent().index()] = other;
        if (own | other) & !board::ALL_POINTS != 0 {
            return Err(PositionError::Impossible(
                "a piece stands off the 24 points".to_string(),
            ));
        }
        let position = Shax {
            pieces,
            in_hand: [0, 0],
            to_move,
            phase,
            first_jare: None,
            quiet_plies: 0,
            ended_by_repetition: false,
        };
        position.validate()?;
        Ok(position)
    }

    pub fn pieces(&self, player: Player) -> u32 {
        self.pieces[player.index()]
    }

    pub fn in_hand(&self, player: Player) -> u8 {
        self.in_hand[player.index()]
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The player whose turn it is in the alternation; during a hadig the blocked one.
    pub fn alternation_player(&self) -> Player {
        self.to_move
    }

    /// The first player to form a line while placing, if any did.
    pub fn first_jare(&self) -> Option<Player> {
        self.first_jare
    }

    pub fn quiet_plies(&self) -> u8 {
        self.quiet_plies
    }

    /// The owner of a point, if any.
    pub fn owner(&self, point: Point) -> Option<Player> {
        Player::BOTH
            .into_iter()
            .find(|p| self.pieces[p.index()] & (1 << point) != 0)
    }

    fn empty(&self) -> u32 {
        board::ALL_POINTS & !(self.pieces[0] | self.pieces[1])
    }

    fn can_step(&self, player: Player) -> bool {
        neighbours_of(self.pieces(player)) & self.empty() != 0
    }

    /// True in the movement phase when the player in turn has no step (hadig).
    pub fn is_blockade(&self) -> bool {
        self.phase == Phase::Moving && !self.can_step(self.to_move)
    }

    /// Who plays the next move (the opponent of a blocked player), ignoring the game's end.
    fn mover(&self) -> Player {
        if self.is_blockade() {
            self.to_move.opponent()
        } else {
            self.to_move
        }
    }

    /// The blocked player's opponent's steps that give the blocked player a step back.
    fn freeing_steps(&self, moves: &mut Vec<ShaxMove>) {
        let blocked = self.pieces(self.to_move);
        let freer = self.to_move.opponent();
        let empty = self.empty();
        for from in points(self.pieces(freer)) {
            // After the step only `from` is newly empty, so it frees iff it borders the blocked.
            if NEIGHBOURS[from as usize] & blocked == 0 {
                continue;
            }
            for to in points(NEIGHBOURS[from as usize] & empty) {
                moves.push(ShaxMove::Step {
                    from,
                    to,
                    remove: None,
                });
            }
        }
    }

    fn has_freeing_step(&self) -> bool {
        let blocked = self.pieces(self.to_move);
        let empty = self.empty();
        points(self.pieces(self.to_move.opponent())).any(|from| {
            NEIGHBOURS[from as usize] & blocked != 0 && NEIGHBOURS[from as usize] & empty != 0
        })
    }

    fn steps(&self, player: Player, moves: &mut Vec<ShaxMove>) {
        let own = self.pieces(player);
        let opponent = self.pieces(player.opponent());
        let empty = self.empty();
        for from in points(own) {
            for to in points(NEIGHBOURS[from as usize] & empty) {
                moves.push(ShaxMove::Step {
                    from,
                    to,
                    remove: None,
                });
                let after = (own & !(1 << from)) | (1 << to);
                if completes_line(after, to) {
                    for remove in points(opponent) {
                        moves.push(ShaxMove::Step {
                            from,
                            to,
                            remove: Some(remove),
                        });
                    }
                }
            }
        }
    }

    fn piece_count(&self, player: Player) -> u8 {
        self.pieces(player).count_ones() as u8
    }

    /// Checks the counts a position text must satisfy, so that play never goes wrong.
    fn validate(&self) -> Result<(), PositionError> {
        let err = |reason: &str| Err(PositionError::Impossible(reason.to_string()));
        if self.pieces[0] & self.pieces[1] != 0 {
            return err("a point holds pieces of both players");
        }
        for player in Player::BOTH {
            let used = self.piece_count(player) + self.in_hand(player);
            if used > PIECES_PER_PLAYER {
                return err(&format!(
                    "{player} has more than 12 pieces on the board and in hand"
                ));
            }
        }
        let [south_hand, north_hand] = self.in_hand;
        let full = self.piece_count(Player::South) + self.piece_count(Player::North) == 24;
        match self.phase {
            Phase::Placing => {
                if self.in_hand(self.to_move) == 0 || south_hand.abs_diff(north_hand) > 1 {
                    return err(
                        "while placing, the player to move must have a piece in hand and the hands differ by at most one",
                    );
                }
                if self.piece_count(Player::South) + south_hand != PIECES_PER_PLAYER
                    || self.piece_count(Player::North) + north_hand != PIECES_PER_PLAYER
                {
                    return err(
                        "while placing, pieces on the board and in hand make 12 for each player",
                    );
                }
            }
            Phase::FirstRemoval if south_hand + north_hand != 0 || !full => {
                return err("the removal phase starts with all 24 pieces on the board");
            }
            Phase::SecondRemoval
                if south_hand + north_hand != 0
                    || self.piece_count(self.to_move) != 11
                    || self.piece_count(self.to_move.opponent()) != 12 =>
            {
                return err(
                    "at the second removal the player to move has 11 pieces on the board and the other 12",
                );
            }
            Phase::Moving if south_hand + north_hand != 0 => {
                return err("no pieces are in hand in the movement phase");
            }
            _ => {}
        }
        if self.quiet_plies > QUIET_PLY_LIMIT {
            return err(&format!("the quiet-ply count is at most {QUIET_PLY_LIMIT}"));
        }
        Ok(())
    }
}

/// Reports the lines that `player`'s piece on `at` completes; true if there is one.
fn report_lines(events: &mut impl EventSink, player: Player, pieces: u32, at: Point) -> bool {
    let points = lines_completed(pieces, at);
    if points != 0 {
        events.event(MoveEvent::LineFormed {
            player,
            points: SpotSet(points),
        });
    }
    points != 0
}

impl Game for Shax {
    type Move = ShaxMove;
    type Illegal = IllegalShaxMove;
    type RepetitionKey = u64;

    const ID: &'static str = "shax";
    const GAME_ID: GameId = GameId::Shax;
    const REPETITION_LIMIT: usize = 3;

    fn start(options: &GameOptions) -> Self {
        Shax {
            pieces: [0, 0],
            in_hand: [PIECES_PER_PLAYER; 2],
            to_move: options.first,
            phase: Phase::Placing,
            first_jare: None,
            quiet_plies: 0,
            ended_by_repetition: false,
        }
    }

    fn turn(&self) -> Option<Player> {
        (!self.status().is_over()).then(|| self.mover())
    }

    fn status(&self) -> Status {
        if self.phase != Phase::Moving {
            return Status::Ongoing;
        }
        let over = |winner, reason| Status::Over { winner, reason };
        for player in Player::BOTH {
            if self.piece_count(player) <= 2 {
                return over(Some(player.opponent()), EndReason::TwoPieces);
            }
        }
        if self.ended_by_repetition {
            return over(None, EndReason::Repetition);
        }
        if self.quiet_plies >= QUIET_PLY_LIMIT {
            return over(None, EndReason::QuietPlies);
        }
        if self.is_blockade() && !self.has_freeing_step() {
            return over(None, EndReason::Hadig);
        }
        Status::Ongoing
    }

    fn score(&self) -> [u32; 2] {
        // What a player removed is what the opponent no longer has on the board or in hand.
        let lost = |p: Player| (PIECES_PER_PLAYER - self.piece_count(p) - self.in_hand(p)) as u32;
        [lost(Player::North), lost(Player::South)]
    }

    fn legal_moves(&self, moves: &mut Vec<ShaxMove>) {
        if self.status().is_over() {
            return;
        }
        match self.phase {
            Phase::Placing => moves.extend(points(self.empty()).map(ShaxMove::Place)),
            Phase::FirstRemoval | Phase::SecondRemoval => {
                moves.extend(points(self.pieces(self.to_move.opponent())).map(ShaxMove::Remove))
            }
            Phase::Moving if self.is_blockade() => self.freeing_steps(moves),
            Phase::Moving => self.steps(self.to_move, moves),
        }
    }

    fn play_recording(&mut self, mv: ShaxMove, events: &mut impl EventSink) {
        let me = self.mover();
        let (mine, theirs) = (me.index(), me.opponent().index());
        match mv {
            ShaxMove::Place(p) => {
                self.pieces[mine] |= 1 << p;
                self.in_hand[mine] -= 1;
                events.event(MoveEvent::Placed { player: me, at: p });
                // Lines made while placing capture nothing: they matter to search only until
                // the first jare decides who removes first.
                let looks = events.records() || self.first_jare.is_none();
                if looks
                    && report_lines(events, me, self.pieces[mine], p)
                    && self.first_jare.is_none()
                {
                    self.first_jare = Some(me);
                }
                self.to_move = me.opponent();
                if self.in_hand == [0, 0] {
                    self.phase = Phase::FirstRemoval;
                    // With no jare while placing, the last to place removes first.
                    self.to_move = self.first_jare.unwrap_or(me);
                }
            }
            ShaxMove::Remove(p) => {
                self.pieces[theirs] &= !(1 << p);
                events.event(MoveEvent::Removed {
                    owner: me.opponent(),
                    at: p,
                });
                self.to_move = me.opponent();
                self.phase = match self.phase {
                    Phase::FirstRemoval => Phase::SecondRemoval,
                    _ => {
                        self.quiet_plies = 0;
                        Phase::Moving
                    }
                };
            }
            ShaxMove::Step { from, to, remove } => {
                self.pieces[mine] = (self.pieces[mine] & !(1 << from)) | (1 << to);
                events.event(MoveEvent::Stepped {
                    player: me,
                    from,
                    to,
                });
                if events.records() {
                    report_lines(events, me, self.pieces[mine], to);
                }
                match remove {
                    Some(r) => {
                        self.pieces[theirs] &= !(1 << r);
                        events.event(MoveEvent::Removed {
                            owner: me.opponent(),
                            at: r,
                        });
                        self.quiet_plies = 0;
                    }
                    None => self.quiet_plies = self.quiet_plies.saturating_add(1),
                }
                // A freeing step is played out of turn: the blocked player still moves next.
                if me == self.to_move {
                    self.to_move = me.opponent();
                }
            }
        }
        if events.records() && self.is_blockade() {
            events.event(MoveEvent::Blocked {
                player: self.to_move,
            });
        }
    }

    fn illegal_reason(&self, mv: ShaxMove) -> Option<IllegalShaxMove> {
        illegal::reason(self, mv)
    }

    fn repetition_key(&self) -> u64 {
        self.pieces[0] as u64 | (self.pieces[1] as u64) << 24 | (self.to_move as u64) << 48
    }

    fn starts_repetition_window(&self, previous: &Self) -> bool {
        self.phase != Phase::Moving
            || previous.phase != Phase::Moving
            || self.pieces[0].count_ones() + self.pieces[1].count_ones()
                != previous.pieces[0].count_ones() + previous.pieces[1].count_ones()
    }

    fn end_by_repetition(&mut self, _: &mut impl EventSink) {
        self.ended_by_repetition = true;
    }

    fn board_view(&self) -> BoardView {
        BoardView {
            spots: (0..board::POINTS as Point)
                .map(|p| {
                    self.owner(p)
                        .map_or(SpotContents::EMPTY, SpotContents::piece)
                })
                .collect(),
            stores: self.score(),
            hand: 0,
        }
    }

    fn zobrist(&self) -> u64 {
        const POINT_KEYS: [u64; 48] = zobrist::keys(0x5A4A_0001);
        const STATE_KEYS: [u64; 40] = zobrist::keys(0x5A4A_0002);
        let mut hash = 0;
        for player in Player::BOTH {
            for p in points(self.pieces(player)) {
                hash ^= POINT_KEYS[player.index() * 24 + p as usize];
            }
            hash ^= STATE_KEYS[player.index() * 13 + self.in_hand(player) as usize];
        }
        hash ^= STATE_KEYS[26 + self.phase as usize];
        hash ^= STATE_KEYS[30 + self.first_jare.map_or(0, |p| 1 + p.index())];
        if self.ended_by_repetition {
            hash ^= STATE_KEYS[33];
        }
        if self.to_move == Player::North {
            hash ^= NORTH_TO_MOVE;
        }
        hash
    }

    fn to_position_text(&self) -> String {
        text::write(self)
    }

    fn from_position_text(text: &str) -> Result<Self, PositionError> {
        let position = text::read(text)?;
        position.validate()?;
        Ok(position)
    }
}
