//! Iterative-deepening alpha-beta (negamax) with a transposition table, move ordering and
//! quiescence, written with an explicit stack so it can run in slices and resume.

use super::evaluate::{Evaluate, MOVE_KEYS, Score, WIN, exact_score};
use super::table::{Bound, Entry, TranspositionTable, from_table, to_table};
use crate::rules::{Match, Player, Status};

/// Above any real score: the open window.
const INFINITY: Score = WIN + 1;
/// Capture plies searched beyond the nominal depth.
const QUIESCENCE_PLIES: i32 = 6;
/// The deepest iteration any search goes to (plies).
pub const MAX_DEPTH: u32 = 64;
/// The transposition table has 2^bits slots, chosen from the node budget within these bounds.
const MIN_TABLE_BITS: u32 = 10;
const MAX_TABLE_BITS: u32 = 20;
/// Move ordering, best first: the table's move, captures, the two killers, then by history
/// (which stays below `HISTORY_CAP`).
const RANK_TABLE_MOVE: i64 = 4_000_000_000;
const RANK_CAPTURE: i64 = 3_000_000_000;
const RANK_FIRST_KILLER: i64 = 2_000_000_001;
const RANK_SECOND_KILLER: i64 = 2_000_000_000;
const HISTORY_CAP: i32 = 1_000_000_000;

/// How much to search.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SearchLimits {
    /// The deepest iteration (plies).
    pub max_depth: u32,
    /// Nodes after which the search stops (and returns the best move of the last full iteration).
    pub max_nodes: u64,
    /// Score every root move exactly (no pruning at the root), for choosing with a temperature.
    pub exact_root: bool,
    /// Read positions that endgame tables know from the tables (levels 4 and 5, hints and the
    /// review); the lower levels keep their deliberate mistakes.
    pub use_tables: bool,
}

impl Default for SearchLimits {
    fn default() -> Self {
        SearchLimits {
            max_depth: MAX_DEPTH,
            max_nodes: u64::MAX,
            exact_root: false,
            use_tables: true,
        }
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<M> {
    pub best: M,
    /// From the point of view of the player to move at the root.
    pub score: Score,
    /// The score a judgement of the position reads: `score`, or where the game's score swings
    /// with the depth ([`Evaluate::JUDGED_OVER_TWO_DEPTHS`]) the mean of the last two
    /// iterations' (unless either found a win).
    pub judged: Score,
    /// The deepest completed iteration (0 when none completed and `best` is only the first
    /// move in search order).
    pub depth: u32,
    pub nodes: u64,
    pub pv: Vec<M>,
    /// Every root move with its score, when `exact_root` was set.
    pub root_scores: Vec<(M, Score)>,
}

struct Frame<M> {
    depth: i32,
    ply: usize,
    alpha: Score,
    beta: Score,
    alpha_at_entry: Score,
    moves: Vec<M>,
    next: usize,
    best_score: Score,
    best_move: Option<M>,
    quiescence: bool,
    /// The player to move here; values of this frame are from their point of view.
    mover: Player,
    key: u64,
}

/// A search in progress. Call [`Search::step`] until it reports that it is finished.
pub struct Search<G: Evaluate> {
    game: Match<G>,
    root_moves: usize,
    limits: SearchLimits,
    table: TranspositionTable<G::Move>,
    killers: Vec<[Option<G::Move>; 2]>,
    history: Vec<i32>,
    stack: Vec<Frame<G::Move>>,
    /// A value returned by the node just left, and that node's mover.
    returned: Option<(Score, Player)>,
    nodes: u64,
    iteration: u32,
    root_order: Vec<G::Move>,
    iteration_scores: Vec<(G::Move, Score)>,
    completed: Option<SearchResult<G::Move>>,
    finished: bool,
}

impl<G: Evaluate> Search<G> {
    /// A search of the current position of `game` (which must not be over).
    pub fn new(game: &Match<G>, limits: SearchLimits) -> Self {
        let mut root_order = Vec::new();
        game.legal_moves(&mut root_order);
        let position = *game.position();
        root_order.sort_by_key(|&mv| !position.is_capture(mv));
        // Table size follows the budget: small searches need no large table.
        let budget_bits = u64::BITS - limits.max_nodes.leading_zeros();
        let bits = budget_bits.clamp(MIN_TABLE_BITS, MAX_TABLE_BITS);
        let finished = root_order.is_empty();
        Search {
            root_moves: game.moves().len(),
            game: game.clone(),
            limits,
            table: TranspositionTable::new(bits),
            killers: Vec::new(),
            history: vec![0; MOVE_KEYS],
            stack: Vec::new(),
            returned: None,
            nodes: 0,
            iteration: 0,
            root_order,
            iteration_scores: Vec::new(),
            completed: None,
            finished,
        }
    }

    /// Searches only the root moves `keep` accepts (at least one must be legal), each scored
    /// exactly: how a deeper search judges moves another search chose.
    pub fn comparing(mut self, keep: impl Fn(G::Move) -> bool) -> Self {
        self.root_order.retain(|&mv| keep(mv));
        self.limits.exact_root = true;
        self.finished = self.root_order.is_empty();
        self
    }

    pub fn is_finished(&self) -> bool {
        self.finished
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Stops the search; the result stays that of the last completed iteration.
    pub fn stop(&mut self) {
        self.abandon_iteration();
        self.finished = true;
    }

    /// The best move so far (of the deepest completed iteration), if the position has a move.
    pub fn result(&self) -> Option<SearchResult<G::Move>> {
        if let Some(done) = &self.completed {
            return Some(SearchResult {
                nodes: self.nodes,
                ..done.clone()
            });
        }
        self.root_order.first().map(|&best| SearchResult {
            best,
            score: 0,
            judged: 0,
            depth: 0,
            nodes: self.nodes,
            pv: vec![best],
            root_scores: Vec::new(),
        })
    }

    /// Searches about `work` more nodes; returns true when the search is finished.
    pub fn step(&mut self, work: u64) -> bool {
        let stop_at = self.nodes.saturating_add(work);
        while !self.finished && self.nodes < stop_at {
            if self.nodes >= self.limits.max_nodes {
                self.stop();
                break;
            }
            self.advance();
        }
        self.finished
    }

    /// Runs the search to its limits.
    pub fn run(&mut self) -> Option<SearchResult<G::Move>> {
        while !self.step(4096) {}
        self.result()
    }

    fn abandon_iteration(&mut self) {
        while self.game.moves().len() > self.root_moves {
            self.game.undo();
        }
        self.stack.clear();
        self.returned = None;
    }

    /// One unit of work: enter a node, or take back a child's value.
    fn advance(&mut self) {
        if self.stack.is_empty() && self.returned.is_none() {
            self.start_iteration();
            return;
        }
        if let Some((value, child_mover)) = self.returned.take() {
            self.take_child_value(value, child_mover);
            return;
        }
        let frame = self.stack.last_mut().expect("a frame");
        if frame.next >= frame.moves.len() || frame.alpha >= frame.beta {
            self.finish_frame();
            return;
        }
        let mv = frame.moves[frame.next];
        frame.next += 1;
        let (depth, ply, alpha, beta, quiescence, mover) = (
            frame.depth,
            frame.ply,
            frame.alpha,
            frame.beta,
            frame.quiescence,
            frame.mover,
        );
        self.game.play_unchecked(mv);
        let child_mover = self.game.turn().unwrap_or(mover);
        let (child_alpha, child_beta) = if ply == 0 && self.limits.exact_root {
            (-INFINITY, INFINITY)
        } else if child_mover == mover {
            (alpha, beta)
        } else {
            (-beta, -alpha)
        };
        if let Some(value) = self.enter(
            depth - 1,
            child_alpha,
            child_beta,
            ply + 1,
            quiescence,
            child_mover,
        ) {
            self.returned = Some((value, child_mover));
        }
    }

    fn start_iteration(&mut self) {
        self.iteration += 1;
        if self.iteration > self.limits.max_depth {
            self.finished = true;
            return;
        }
        self.iteration_scores.clear();
        let mover = self.game.turn().expect("the root has moves");
        let moves = self.root_order.clone();
        self.nodes += 1;
        self.stack.push(Frame {
            depth: self.iteration as i32,
            ply: 0,
            alpha: -INFINITY,
            beta: INFINITY,
            alpha_at_entry: -INFINITY,
            moves,
            next: 0,
            best_score: -INFINITY,
            best_move: None,
            quiescence: false,
            mover,
            key: self.game.position().zobrist(),
        });
    }

    /// Enters the current position as a node; returns its value at once if it needs no search.
    fn enter(
        &mut self,
        depth: i32,
        mut alpha: Score,
        beta: Score,
        ply: usize,
        quiescence: bool,
        mover: Player,
    ) -> Option<Score> {
        self.nodes += 1;
        let position = *self.game.position();
        if let Status::Over { winner, .. } = self.game.status() {
            return Some(match winner {
                None => 0,
                Some(p) if p == mover => WIN - ply as Score,
                Some(_) => -(WIN - ply as Score),
            });
        }
        if let Some(value) = position.exact().filter(|_| self.limits.use_tables) {
            return Some(exact_score(value, ply));
        }
        if let Some(score) = position
            .stored_score(depth)
            .filter(|_| self.limits.use_tables)
        {
            return Some(from_table(score, ply));
        }
        let quiescence = quiescence || depth <= 0;
        let key = position.zobrist();
        let mut table_move = None;
        if let Some(entry) = self.table.probe(key).filter(|_| !quiescence) {
            table_move = entry.best;
            if entry.depth >= depth {
                let score = from_table(entry.score, ply);
                let cut = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cut {
                    return Some(score);
                }
            }
        }
        let mut moves = Vec::new();
        self.game.legal_moves(&mut moves);
        let mut best_score = -INFINITY;
        if quiescence {
            let stand_pat = position.evaluate();
            if stand_pat >= beta || depth <= -QUIESCENCE_PLIES {
                return Some(stand_pat);
            }
            alpha = alpha.max(stand_pat);
            best_score = stand_pat;
            moves.retain(|&mv| position.is_capture(mv));
            if moves.is_empty() {
                return Some(stand_pat);
            }
        }
        self.order(&position, &mut moves, table_move, ply);
        self.stack.push(Frame {
            depth,
            ply,
            alpha,
            beta,
            alpha_at_entry: alpha,
            moves,
            next: 0,
            best_score,
            best_move: None,
            quiescence,
            mover,
            key,
        });
        None
    }

    fn order(
        &mut self,
        position: &G,
        moves: &mut [G::Move],
        table_move: Option<G::Move>,
        ply: usize,
    ) {
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None, None]);
        }
        let killers = self.killers[ply];
        let history = &self.history;
        moves.sort_by_cached_key(|&mv| {
            let rank: i64 = if Some(mv) == table_move {
                RANK_TABLE_MOVE
            } else if position.is_capture(mv) {
                RANK_CAPTURE
            } else if Some(mv) == killers[0] {
                RANK_FIRST_KILLER
            } else if Some(mv) == killers[1] {
                RANK_SECOND_KILLER
            } else {
                history[G::move_key(mv)] as i64
            };
            -rank
        });
    }

    fn take_child_value(&mut self, value: Score, child_mover: Player) {
        self.game.undo();
        let exact_root = self.limits.exact_root;
        let frame = self.stack.last_mut().expect("a parent frame");
        let value = if child_mover == frame.mover {
            value
        } else {
            -value
        };
        let mv = frame.moves[frame.next - 1];
        if frame.ply == 0 && exact_root {
            self.iteration_scores.push((mv, value));
        }
        if value > frame.best_score {
            frame.best_score = value;
            frame.best_move = Some(mv);
        }
        if value > frame.alpha && !(frame.ply == 0 && exact_root) {
            frame.alpha = value;
        }
        if frame.alpha >= frame.beta {
            let (ply, depth) = (frame.ply, frame.depth);
            let position = *self.game.position();
            if !position.is_capture(mv) {
                if self.killers.len() <= ply {
                    self.killers.resize(ply + 1, [None, None]);
                }
                let killers = &mut self.killers[ply];
                if killers[0] != Some(mv) {
                    killers[1] = killers[0];
                    killers[0] = Some(mv);
                }
                let slot = &mut self.history[G::move_key(mv)];
                *slot = (*slot + depth.max(1) * depth.max(1)).min(HISTORY_CAP);
            }
        }
    }

    fn finish_frame(&mut self) {
        let frame = self.stack.pop().expect("a frame");
        if !frame.quiescence {
            let bound = Bound::of(frame.best_score, frame.alpha_at_entry, frame.beta);
            self.table.store(Entry {
                key: frame.key,
                depth: frame.depth,
                score: to_table(frame.best_score, frame.ply),
                bound: if frame.ply == 0 { Bound::Exact } else { bound },
                best: frame.best_move,
            });
        }
        if frame.ply > 0 {
            self.returned = Some((frame.best_score, frame.mover));
            return;
        }
        let best = frame.best_move.expect("the root has moves");
        self.root_order.retain(|&m| m != best);
        self.root_order.insert(0, best);
        let previous = self.completed.as_ref().map(|done| done.score);
        self.completed = Some(SearchResult {
            best,
            score: frame.best_score,
            judged: judged_score(G::JUDGED_OVER_TWO_DEPTHS, previous, frame.best_score),
            depth: self.iteration,
            nodes: self.nodes,
            pv: self.principal_variation(best),
            root_scores: self.iteration_scores.clone(),
        });
        // A won or lost game needs no deeper look.
        if frame.best_score.abs() > super::evaluate::WIN_THRESHOLD {
            self.finished = true;
        }
    }

    /// The expected line: the best move, then the table's best moves while they are legal.
    fn principal_variation(&mut self, best: G::Move) -> Vec<G::Move> {
        let mut pv = vec![best];
        self.game.play_unchecked(best);
        let mut legal = Vec::new();
        while pv.len() < 32 {
            let Some(mv) = self
                .table
                .probe(self.game.position().zobrist())
                .and_then(|e| e.best)
            else {
                break;
            };
            legal.clear();
            self.game.legal_moves(&mut legal);
            if !legal.contains(&mv) {
                break;
            }
            self.game.play_unchecked(mv);
            pv.push(mv);
        }
        for _ in 0..pv.len() {
            self.game.undo();
        }
        pv
    }
}

/// The score a judgement reads after an iteration scored `last` and the one before `previous`.
fn judged_score(over_two_depths: bool, previous: Option<Score>, last: Score) -> Score {
    let ordinary = |score: Score| score.abs() <= super::evaluate::WIN_THRESHOLD;
    match previous {
        Some(previous) if over_two_depths && ordinary(previous) && ordinary(last) => {
            (previous + last).div_euclid(2)
        }
        _ => last,
    }
}
