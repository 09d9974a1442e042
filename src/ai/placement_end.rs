//! The end of Shax's placement solved exactly against the full boards' scores: an alpha-beta
//! search of nothing but placements, in slices, that plays out every line to the full board.
//!
//! Placing captures nothing and always ends in a full board after the same number of plies, and
//! every full board has a stored score ([`FullBoards`]), so the rest of placement is a finite
//! game whose leaves are known. The ordinary search sees it whole only a few plies before the
//! end; this one, with nodes cheap enough (a position is two sets of points and the first jare),
//! solves it from about two thirds of the way through placing within a level's time.

use super::evaluate::Score;
use super::full_boards::FullBoards;
use super::search::SearchResult;
use super::table::{Bound, Entry, TranspositionTable, from_table, to_table};
use crate::rules::shax::board::{ALL_POINTS, Point, completes_line, points};
use crate::rules::shax::{Phase, Shax, ShaxMove};
use crate::rules::{Game, Player};

/// Above any score: the open window.
const INFINITY: Score = super::evaluate::WIN + 1;
/// The transposition table has 2^bits slots (16 bytes each: 16 MiB).
const TABLE_BITS: u32 = 20;
/// Placements bounded by the history table's values, which stay below this.
const HISTORY_CAP: i32 = 1_000_000_000;

/// One position on the solver's stack.
struct Frame {
    position: Shax,
    /// The player placing here; the frame's values are from their point of view.
    mover: Player,
    /// The empty points in the order they are tried.
    moves: [Point; 24],
    count: usize,
    next: usize,
    alpha: Score,
    beta: Score,
    alpha_at_entry: Score,
    best_score: Score,
    best_point: Option<Point>,
    key: u64,
    /// The move being searched was given a null window (principal variation search).
    scouting: bool,
    /// The move to search next failed high on a null window: search it again, window open.
    research: bool,
}

/// What a solve found: the best placement and its exact value for the player to place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    pub best: ShaxMove,
    pub score: Score,
    /// Plies from the position to the full board.
    pub plies: u32,
    pub pv: Vec<ShaxMove>,
}

/// A solve in progress: call [`PlacementEnd::step`] until it is finished; it ends solved, or
/// out of nodes with no answer (the caller then searches as usual).
pub struct PlacementEnd {
    root: Shax,
    boards: &'static FullBoards,
    max_nodes: u64,
    nodes: u64,
    table: TranspositionTable<Point>,
    history: [i32; 24],
    stack: Vec<Frame>,
    /// A value returned by the node just left, and that node's mover.
    returned: Option<(Score, Player)>,
    solved: Option<Solved>,
    finished: bool,
}

/// Plies left to place from `position` until the board is full.
pub fn plies_to_full_board(position: &Shax) -> u32 {
    (position.in_hand(Player::South) + position.in_hand(Player::North)) as u32
}

/// A position's identity while placing: both players' points and the first jare (who places is
/// fixed by the counts), mixed so that its low bits index the table (the mixing is one-to-one).
fn key(position: &Shax) -> u64 {
    let jare = position.first_jare().map_or(0, |p| 1 + p.index() as u64);
    let exact = position.pieces(Player::South) as u64
        | (position.pieces(Player::North) as u64) << 24
        | jare << 48;
    // splitmix64's finaliser: each step is invertible, so distinct positions keep distinct keys.
    let mut z = exact;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The empty points of `position` in the order to try them: the table's best, then (while no
/// line was formed, as one decides who removes first) those making a line of `mover`'s, then
/// those stopping one of the opponent's, then by history.
fn ordered_placements(
    position: &Shax,
    mover: Player,
    table_point: Option<Point>,
    history: &[i32; 24],
) -> ([Point; 24], usize) {
    let own = position.pieces(mover);
    let other = position.pieces(mover.opponent());
    let deciding = position.first_jare().is_none();
    let mut moves = [0; 24];
    let mut count = 0;
    for point in points(ALL_POINTS & !(own | other)) {
        moves[count] = point;
        count += 1;
    }
    moves[..count].sort_by_key(|&p| {
        let line_rank = if !deciding {
            0
        } else if completes_line(own | 1 << p, p) {
            2
        } else if completes_line(other | 1 << p, p) {
            1
        } else {
            0
        };
        if Some(p) == table_point {
            i64::MIN
        } else {
            -(line_rank << 32) - history[p as usize] as i64
        }
    });
    (moves, count)
}

impl PlacementEnd {
    /// A solve of `position`, which must be in placement, stopping after `max_nodes` nodes.
    pub fn new(position: &Shax, boards: &'static FullBoards, max_nodes: u64) -> Option<Self> {
        if position.phase() != Phase::Placing {
            return None;
        }
        Some(PlacementEnd {
            root: *position,
            boards,
            max_nodes,
            nodes: 0,
            table: TranspositionTable::new(TABLE_BITS),
            history: [0; 24],
            stack: Vec::with_capacity(25),
            returned: None,
            solved: None,
            finished: false,
        })
    }

    pub fn is_finished(&self) -> bool {
        self.finished
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The exact answer, once solved.
    pub fn solved(&self) -> Option<&Solved> {
        self.solved.as_ref()
    }

    /// Gives up: the solve ends unsolved.
    pub fn stop(&mut self) {
        self.stack.clear();
        self.returned = None;
        self.finished = true;
    }

    /// Solves about `work` more nodes; true when finished (solved or out of nodes).
    pub fn step(&mut self, work: u64) -> bool {
        let stop_at = self.nodes.saturating_add(work);
        while !self.finished && self.nodes < stop_at {
            if self.nodes >= self.max_nodes {
                self.stop();
                break;
            }
            self.advance();
        }
        self.finished
    }

    /// Runs the solve to the end or its budget.
    pub fn run(&mut self) -> Option<&Solved> {
        while !self.step(1 << 16) {}
        self.solved()
    }

    /// The answer as the ordinary search reports one: the depth is the plies to the full board.
    pub fn result(&self) -> Option<SearchResult<ShaxMove>> {
        let solved = self.solved.as_ref()?;
        Some(SearchResult {
            best: solved.best,
            score: solved.score,
            judged: solved.score,
            depth: solved.plies,
            nodes: self.nodes,
            pv: solved.pv.clone(),
            root_scores: Vec::new(),
        })
    }

    /// One unit of work: enter a node, or take back a child's value.
    fn advance(&mut self) {
        if self.stack.is_empty() && self.returned.is_none() {
            // The root is in placement (`new` checks), so it is always searched.
            let root = self.root;
            let _ = self.enter(root, 0, -INFINITY, INFINITY);
            return;
        }
        if let Some((value, child_mover)) = self.returned.take() {
            self.take_child_value(value, child_mover);
            return;
        }
        let ply = self.stack.len() - 1;
        let frame = self.stack.last_mut().expect("a frame");
        if frame.next >= frame.count || frame.alpha >= frame.beta {
            self.finish_frame();
            return;
        }
        let point = frame.moves[frame.next];
        // After the first move, each is first only shown to be no better (a null window).
        let scout = frame.next > 0 && !frame.research && frame.alpha + 1 < frame.beta;
        frame.scouting = scout;
        frame.research = false;
        frame.next += 1;
        let mut child = frame.position;
        child.play_unchecked(ShaxMove::Place(point));
        let child_mover = child.turn().unwrap_or(frame.mover);
        let (low, high) = if scout {
            (frame.alpha, frame.alpha + 1)
        } else {
            (frame.alpha, frame.beta)
        };
        let (alpha, beta) = if child_mover == frame.mover {
            (low, high)
        } else {
            (-high, -low)
        };
        if let Some(value) = self.enter(child, ply + 1, alpha, beta) {
            self.returned = Some((value, child_mover));
        }
    }

    /// Enters `position` as a node `ply` plies from the root; returns its value at once where it
    /// needs no search: a full board (its stored score) or a table hit.
    fn enter(&mut self, position: Shax, ply: usize, alpha: Score, beta: Score) -> Option<Score> {
        self.nodes += 1;
        if position.phase() != Phase::Placing {
            let stored = self
                .boards
                .score(&position)
                .expect("placing ends on a full board");
            return Some(from_table(stored, ply));
        }
        let key = key(&position);
        let mut table_point = None;
        if let Some(entry) = self.table.probe(key) {
            table_point = entry.best;
            let score = from_table(entry.score, ply);
            let cut = match entry.bound {
                Bound::Exact => true,
                Bound::Lower => score >= beta,
                Bound::Upper => score <= alpha,
            };
            if cut && ply > 0 {
                return Some(score);
            }
        }
        let mover = position.turn().expect("placing goes on");
        let (moves, count) = ordered_placements(&position, mover, table_point, &self.history);
        self.stack.push(Frame {
            position,
            mover,
            moves,
            count,
            next: 0,
            alpha,
            beta,
            alpha_at_entry: alpha,
            best_score: -INFINITY,
            best_point: None,
            key,
            scouting: false,
            research: false,
        });
        None
    }

    fn take_child_value(&mut self, value: Score, child_mover: Player) {
        let frame = self.stack.last_mut().expect("a parent frame");
        let value = if child_mover == frame.mover {
            value
        } else {
            -value
        };
        let point = frame.moves[frame.next - 1];
        if frame.scouting && value > frame.alpha && value < frame.beta {
            // Better than the best so far: its value is only a bound, so search it again.
            frame.next -= 1;
            frame.research = true;
            return;
        }
        if value > frame.best_score {
            frame.best_score = value;
            frame.best_point = Some(point);
        }
        frame.alpha = frame.alpha.max(value);
        if frame.alpha >= frame.beta {
            // Cut-offs nearer the root, with more placing left below them, count for more.
            let weight = plies_to_full_board(&frame.position) as i32;
            let slot = &mut self.history[point as usize];
            *slot = (*slot + weight * weight).min(HISTORY_CAP);
        }
    }

    fn finish_frame(&mut self) {
        let frame = self.stack.pop().expect("a frame");
        let ply = self.stack.len();
        let bound = Bound::of(frame.best_score, frame.alpha_at_entry, frame.beta);
        self.table.store(Entry {
            key: frame.key,
            depth: plies_to_full_board(&frame.position) as i32,
            score: to_table(frame.best_score, ply),
            bound,
            best: frame.best_point,
        });
        if ply > 0 {
            self.returned = Some((frame.best_score, frame.mover));
            return;
        }
        let best = frame.best_point.expect("placing has a placement");
        self.solved = Some(Solved {
            best: ShaxMove::Place(best),
            score: frame.best_score,
            plies: plies_to_full_board(&self.root),
            pv: self.principal_variation(best),
        });
        self.finished = true;
    }

    /// The best placement, then the table's best placements while it knows them.
    fn principal_variation(&self, best: Point) -> Vec<ShaxMove> {
        let mut pv = vec![ShaxMove::Place(best)];
        let mut position = self.root;
        position.play_unchecked(ShaxMove::Place(best));
        while position.phase() == Phase::Placing {
            let Some(point) = self.table.probe(key(&position)).and_then(|e| e.best) else {
                break;
            };
            position.play_unchecked(ShaxMove::Place(point));
            pv.push(ShaxMove::Place(point));
        }
        pv
    }
}

#[cfg(test)]
mod tests {
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    use super::*;
    use crate::ai::full_boards::shipped;
    use crate::ai::search::{Search, SearchLimits};
    use crate::rules::{GameOptions, Match};

    /// A position with `left` placements to go, reached by random placements from the start.
    fn placed_randomly(left: u32, rng: &mut SmallRng) -> Shax {
        let mut position = Shax::start(&GameOptions::default());
        let mut moves = Vec::new();
        while plies_to_full_board(&position) > left {
            moves.clear();
            position.legal_moves(&mut moves);
            position.play_unchecked(moves[rng.random_range(0..moves.len())]);
        }
        position
    }

    /// Plain minimax over every line of placement, no pruning and no table: the value of
    /// `position` for the player to place, `ply` plies from the root.
    fn minimax(position: &Shax, ply: usize, boards: &FullBoards) -> Score {
        if position.phase() != Phase::Placing {
            return from_table(boards.score(position).unwrap(), ply);
        }
        let mover = position.turn().unwrap();
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        moves
            .iter()
            .map(|&mv| {
                let mut child = *position;
                child.play_unchecked(mv);
                let value = minimax(&child, ply + 1, boards);
                if child.turn() == Some(mover) {
                    value
                } else {
                    -value
                }
            })
            .max()
            .unwrap()
    }

    fn solve(position: &Shax) -> (Solved, u64) {
        let mut solve = PlacementEnd::new(position, shipped().unwrap(), u64::MAX).unwrap();
        let solved = solve.run().cloned().expect("solved");
        (solved, solve.nodes())
    }

    #[test]
    fn the_solve_is_plain_minimax_over_every_line() {
        let boards = shipped().unwrap();
        let mut rng = SmallRng::seed_from_u64(34);
        for round in 0..24 {
            let position = placed_randomly(2 + round % 6, &mut rng);
            let (solved, _) = solve(&position);
            assert_eq!(solved.score, minimax(&position, 0, boards), "{position:?}");
            let mut after = position;
            after.play_unchecked(solved.best);
            let best_value = minimax(&after, 1, boards);
            let best_value = if after.turn() == position.turn() {
                best_value
            } else {
                -best_value
            };
            assert_eq!(best_value, solved.score, "the best move keeps the value");
            assert_eq!(solved.plies, plies_to_full_board(&position));
        }
    }

    #[test]
    fn the_solve_is_what_a_search_to_the_full_board_finds() {
        let mut rng = SmallRng::seed_from_u64(35);
        for left in [8, 10] {
            let position = placed_randomly(left, &mut rng);
            let limits = SearchLimits {
                max_depth: left,
                ..SearchLimits::default()
            };
            let searched = Search::new(&Match::from_position(position), limits)
                .run()
                .unwrap();
            let (solved, nodes) = solve(&position);
            assert_eq!(solved.score, searched.score);
            assert!(
                nodes < searched.nodes,
                "{nodes} solver nodes, {} searched",
                searched.nodes
            );
        }
    }

    #[test]
    fn a_solve_in_slices_is_the_solve_at_once() {
        let position = placed_randomly(9, &mut SmallRng::seed_from_u64(36));
        let (whole, nodes) = solve(&position);
        let mut sliced = PlacementEnd::new(&position, shipped().unwrap(), u64::MAX).unwrap();
        let mut slices = 0;
        while !sliced.step(1) {
            slices += 1;
        }
        assert_eq!(sliced.solved(), Some(&whole));
        assert!(slices as u64 >= nodes - 1);
        let first = whole.pv.first().copied();
        assert_eq!(first, Some(whole.best));
        assert_eq!(sliced.result().unwrap().depth, 9);
    }

    #[test]
    fn a_solve_out_of_nodes_ends_without_an_answer() {
        let position = placed_randomly(12, &mut SmallRng::seed_from_u64(37));
        let mut solve = PlacementEnd::new(&position, shipped().unwrap(), 500).unwrap();
        assert_eq!(solve.run(), None);
        assert!(solve.is_finished());
        assert!(solve.nodes() <= 501);
        assert!(solve.result().is_none());
    }

    #[test]
    fn only_placement_is_solved() {
        let moving =
            Shax::from_position_text("SNSNSNSN/NSNSNSNS/........ south move 0 0 - 0").unwrap();
        assert!(PlacementEnd::new(&moving, shipped().unwrap(), 1000).is_none());
    }
}
