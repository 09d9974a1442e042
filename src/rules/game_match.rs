//! A game in progress: the positions so far, the move record, undo and the repetition rule.

use super::{EventSink, Game, IllegalMove, NoEvents, Player, Status};

/// A game from a start (or loaded) position: every position reached, so `undo` is exact
/// and repetitions can be counted.
#[derive(Clone, Debug)]
pub struct Match<G: Game> {
    positions: Vec<G>,
    moves: Vec<G::Move>,
    keys: Vec<G::RepetitionKey>,
    /// For each position, the index where its repetition window begins.
    window_starts: Vec<usize>,
}

impl<G: Game> Match<G> {
    /// A match starting at `position`, which counts as the first occurrence of itself.
    pub fn from_position(position: G) -> Self {
        Match {
            keys: vec![position.repetition_key()],
            positions: vec![position],
            moves: Vec::new(),
            window_starts: vec![0],
        }
    }

    pub fn position(&self) -> &G {
        self.positions
            .last()
            .expect("a match always has a position")
    }

    /// The position after the first `ply` moves (`None` past the current one).
    pub fn position_at(&self, ply: usize) -> Option<&G> {
        self.positions.get(ply)
    }

    pub fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    pub fn status(&self) -> Status {
        self.position().status()
    }

    pub fn turn(&self) -> Option<Player> {
        self.position().turn()
    }

    pub fn score(&self) -> [u32; 2] {
        self.position().score()
    }

    pub fn legal_moves(&self, moves: &mut Vec<G::Move>) {
        self.position().legal_moves(moves)
    }

    /// Plays `mv` if legal, applying the repetition rule; otherwise changes nothing.
    pub fn play(&mut self, mv: G::Move) -> Result<(), IllegalMove<G>> {
        self.play_recording(mv, &mut NoEvents)
    }

    /// [`Match::play`], reporting to `events` what happens on the board.
    pub fn play_recording(
        &mut self,
        mv: G::Move,
        events: &mut impl EventSink,
    ) -> Result<(), IllegalMove<G>> {
        if let Some(reason) = self.position().illegal_reason(mv) {
            return Err(IllegalMove { mv, reason });
        }
        let mut next = *self.position();
        next.play_recording(mv, events);
        self.push(mv, next, events);
        Ok(())
    }

    /// Plays a move known to be legal (for search and playouts).
    pub fn play_unchecked(&mut self, mv: G::Move) {
        let mut next = *self.position();
        next.play_unchecked(mv);
        self.push(mv, next, &mut NoEvents);
    }

    fn push(&mut self, mv: G::Move, mut next: G, events: &mut impl EventSink) {
        let key = next.repetition_key();
        let window_start = if next.starts_repetition_window(self.position()) {
            self.positions.len()
        } else {
            *self.window_starts.last().expect("non-empty")
        };
        let earlier = self.keys[window_start.min(self.keys.len())..]
            .iter()
            .filter(|&&k| k == key)
            .count();
        if earlier + 1 >= G::REPETITION_LIMIT && !next.status().is_over() {
            next.end_by_repetition(events);
        }
        self.positions.push(next);
        self.moves.push(mv);
        self.keys.push(key);
        self.window_starts.push(window_start);
    }

    /// Plays up to `plies` uniformly random legal moves (fewer if the game ends first).
    pub fn play_randomly(&mut self, plies: usize, rng: &mut impl rand::Rng) {
        let mut moves = Vec::new();
        for _ in 0..plies {
            moves.clear();
            self.legal_moves(&mut moves);
            if moves.is_empty() {
                return;
            }
            self.play_unchecked(moves[rng.random_range(0..moves.len())]);
        }
    }

    /// Takes back the last move; false when there is none.
    pub fn undo(&mut self) -> bool {
        if self.moves.is_empty() {
            return false;
        }
        self.positions.pop();
        self.moves.pop();
        self.keys.pop();
        self.window_starts.pop();
        true
    }
}
