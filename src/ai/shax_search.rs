//! Shax's search: near the end of placement, an exact solve of the rest of it against the full
//! boards' scores where it fits the level's budget; otherwise, or once that runs out, the
//! ordinary search.

use super::full_boards;
use super::placement_end::{PlacementEnd, plies_to_full_board};
use super::search::{Search, SearchLimits, SearchResult};
use crate::rules::Match;
use crate::rules::shax::{Shax, ShaxMove};

/// A solve is tried with at most this many placements left: one more and it would need more
/// than the level's time in most positions (docs/BENCHMARKS.md, session 34).
pub const MOST_SOLVED_PLIES: u32 = 16;
/// With no more placements left than the stored searches looked deep, the ordinary search
/// itself looks past the full board, deeper than they did, so it is not replaced there.
pub const FEWEST_SOLVED_PLIES: u32 = full_boards::STORED_DEPTH as u32 + 1;
/// A solver's node costs about a sixth of a search's (a position is two sets of points; the
/// leaves are stored scores), so a level's budget buys six times as many.
pub const SOLVE_NODES_PER_SEARCH_NODE: u64 = 6;

/// Before solving, the ordinary search looks this share of its budget (1/16), so that a solve
/// stopped by a clock still leaves a searched move.
const WARM_UP_SHARE: u64 = 16;

/// A search of a Shax position that solves the end of placement where it can.
pub struct ShaxSearch {
    /// Boxed: a solve's state is larger than a search's, and most searches have none.
    solve: Option<Box<PlacementEnd>>,
    search: Search<Shax>,
    /// The ordinary search's nodes before the solve starts.
    warm_up: u64,
    /// The nodes of a solve given up.
    given_up: u64,
}

impl ShaxSearch {
    /// A search of the current position; it tries the exact solve first when `solve_placement`
    /// is set, the limits read the tables, the full boards are at hand and few enough placements
    /// are left.
    pub fn new(game: &Match<Shax>, limits: SearchLimits, solve_placement: bool) -> Self {
        let position = game.position();
        let solve = full_boards::shipped()
            .filter(|_| solve_placement && limits.use_tables && !limits.exact_root)
            .filter(|_| {
                (FEWEST_SOLVED_PLIES..=MOST_SOLVED_PLIES).contains(&plies_to_full_board(position))
            })
            .and_then(|boards| {
                let budget = limits.max_nodes.saturating_mul(SOLVE_NODES_PER_SEARCH_NODE);
                PlacementEnd::new(position, boards, budget).map(Box::new)
            });
        ShaxSearch {
            solve,
            search: Search::new(game, limits),
            warm_up: limits.max_nodes / WARM_UP_SHARE,
            given_up: 0,
        }
    }

    /// Searches only the root moves `keep` accepts, each scored exactly, with the ordinary
    /// search (see [`Search::comparing`]).
    pub fn comparing(self, keep: impl Fn(ShaxMove) -> bool) -> Self {
        ShaxSearch {
            solve: None,
            search: self.search.comparing(keep),
            warm_up: 0,
            given_up: 0,
        }
    }

    fn solving(&self) -> Option<&PlacementEnd> {
        self.solve.as_deref()
    }

    /// Works about `work` more nodes; true when finished. A solve that runs out of nodes hands
    /// over to the ordinary search, which goes on to its whole budget.
    pub fn step(&mut self, work: u64) -> bool {
        let warming = self.search.nodes() < self.warm_up;
        if self.solve.is_some() && warming {
            let left = self.warm_up - self.search.nodes();
            if self.search.step(work.min(left)) {
                // The search ended before its budget (it reached its depth): that is the answer.
                self.solve = None;
                return true;
            }
            return false;
        }
        if let Some(solve) = &mut self.solve {
            if !solve.step(work) {
                return false;
            }
            if solve.solved().is_some() {
                return true;
            }
            self.give_up_solving();
        }
        self.search.step(work)
    }

    /// Stops: a solve not finished leaves the ordinary search's answer.
    pub fn stop(&mut self) {
        if let Some(solve) = &mut self.solve {
            solve.stop();
            if solve.solved().is_none() {
                self.give_up_solving();
            }
        }
        self.search.stop();
    }

    fn give_up_solving(&mut self) {
        self.given_up += self.solving().map_or(0, PlacementEnd::nodes);
        self.solve = None;
    }

    pub fn is_finished(&self) -> bool {
        match self.solving() {
            Some(solve) => solve.solved().is_some(),
            None => self.search.is_finished(),
        }
    }

    pub fn nodes(&self) -> u64 {
        self.given_up + self.solving().map_or(0, PlacementEnd::nodes) + self.search.nodes()
    }

    /// The solve's answer, or the ordinary search's best so far.
    pub fn result(&self) -> Option<SearchResult<ShaxMove>> {
        let result = self
            .solving()
            .and_then(PlacementEnd::result)
            .or_else(|| self.search.result())?;
        Some(SearchResult {
            nodes: self.nodes(),
            ..result
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::placement_end::PlacementEnd;
    use crate::rules::Game;

    /// Ply 13 of a level-5 game: 11 placements left.
    const LATE_PLACEMENT: &str = "..NSSSS./..NSNSSN/...N.N.. north place 5 6 south 0";

    fn game() -> Match<Shax> {
        Match::from_position(Shax::from_position_text(LATE_PLACEMENT).unwrap())
    }

    fn limits(max_nodes: u64) -> SearchLimits {
        SearchLimits {
            max_nodes,
            ..SearchLimits::default()
        }
    }

    fn run(search: &mut ShaxSearch) -> SearchResult<ShaxMove> {
        while !search.step(4096) {}
        search.result().expect("a move")
    }

    #[test]
    fn within_its_budget_the_end_of_placement_is_solved() {
        let game = game();
        let solved = run(&mut ShaxSearch::new(&game, limits(600_000), true));
        let boards = full_boards::shipped().unwrap();
        let exact = PlacementEnd::new(game.position(), boards, u64::MAX)
            .unwrap()
            .run()
            .cloned()
            .unwrap();
        assert_eq!((solved.best, solved.score), (exact.best, exact.score));
        assert_eq!(solved.depth, 11, "the plies to the full board");
        let plain = run(&mut ShaxSearch::new(&game, limits(600_000), false));
        assert_ne!(plain.depth, 11, "the ordinary search reports its own depth");
    }

    #[test]
    fn a_budget_too_small_to_solve_leaves_the_ordinary_search() {
        let game = game();
        // This end of placement takes about 64,000 of the solver's nodes: 6 × 5,000 is too few.
        let mut small = ShaxSearch::new(&game, limits(5_000), true);
        let result = run(&mut small);
        let plain = run(&mut ShaxSearch::new(&game, limits(5_000), false));
        assert_eq!((result.best, result.score), (plain.best, plain.score));
        assert!(small.nodes() > 30_000, "the solve's nodes count too");
        let mut legal = Vec::new();
        game.legal_moves(&mut legal);
        assert!(legal.contains(&result.best));
    }

    #[test]
    fn a_solve_stopped_by_a_clock_leaves_a_searched_move() {
        let game = game();
        let mut search = ShaxSearch::new(&game, limits(600_000), true);
        // The warm-up, then some of the solve, then the clock.
        for _ in 0..10 {
            search.step(4096);
        }
        search.stop();
        assert!(search.is_finished());
        let result = search.result().expect("a move");
        assert!(
            result.depth >= 1,
            "the warm-up's search finished an iteration"
        );
    }

    #[test]
    fn far_from_the_full_board_and_near_it_it_only_searches() {
        let start = Match::from_position(Shax::start(&Default::default()));
        assert!(
            ShaxSearch::new(&start, limits(600_000), true)
                .solving()
                .is_none()
        );
        let mut game = game();
        for mv in ["a1", "d1", "a4", "b2", "d2"] {
            game.play(mv.parse().unwrap()).unwrap();
        }
        assert_eq!(plies_to_full_board(game.position()), 6);
        assert!(
            ShaxSearch::new(&game, limits(600_000), true)
                .solving()
                .is_none()
        );
        game.undo();
        assert!(
            ShaxSearch::new(&game, limits(600_000), true)
                .solving()
                .is_some()
        );
    }
}
