//! Monte Carlo tree search (UCT with uniformly random playouts): the measured alternative to
//! alpha-beta (docs/BENCHMARKS.md, "Alpha-beta or MCTS?").

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use daga::rules::{Game, Match, Player, Status};

/// Exploration constant of UCB1.
const EXPLORATION: f64 = 1.4;
/// Playouts longer than this count as draws (no game here needs so many plies to end).
const PLAYOUT_PLIES: usize = 1000;

struct Node<M> {
    /// The move that led here from the parent (none at the root).
    mv: Option<M>,
    parent: usize,
    children: Vec<usize>,
    untried: Vec<M>,
    visits: u32,
    /// Sum of results for the player who made `mv` (1 win, ½ draw).
    reward: f64,
}

/// A tree search in progress; [`Mcts::step`] runs a bounded number of playouts.
pub struct Mcts<G: Game> {
    game: Match<G>,
    root_plies: usize,
    nodes: Vec<Node<G::Move>>,
    rng: SmallRng,
    playouts: u64,
    max_playouts: u64,
    scratch: Vec<G::Move>,
    /// The player to move before each ply of the current path from the root.
    path_movers: Vec<Player>,
}

impl<G: Game> Mcts<G> {
    pub fn new(game: &Match<G>, max_playouts: u64, seed: u64) -> Self {
        let mut untried = Vec::new();
        game.legal_moves(&mut untried);
        Mcts {
            root_plies: game.moves().len(),
            game: game.clone(),
            nodes: vec![Node {
                mv: None,
                parent: 0,
                children: Vec::new(),
                untried,
                visits: 0,
                reward: 0.0,
            }],
            rng: SmallRng::seed_from_u64(seed),
            playouts: 0,
            max_playouts,
            scratch: Vec::new(),
            path_movers: Vec::new(),
        }
    }

    pub fn is_finished(&self) -> bool {
        self.playouts >= self.max_playouts || self.root_has_no_move()
    }

    fn root_has_no_move(&self) -> bool {
        self.nodes[0].untried.is_empty() && self.nodes[0].children.is_empty()
    }

    #[cfg(test)]
    pub fn playouts(&self) -> u64 {
        self.playouts
    }

    /// Runs up to `playouts` more playouts; true when the budget is spent.
    pub fn step(&mut self, playouts: u64) -> bool {
        for _ in 0..playouts {
            if self.is_finished() {
                break;
            }
            self.iterate();
        }
        self.is_finished()
    }

    /// The most visited root move.
    pub fn best(&self) -> Option<G::Move> {
        let root = &self.nodes[0];
        root.children
            .iter()
            .max_by_key(|&&child| self.nodes[child].visits)
            .and_then(|&child| self.nodes[child].mv)
            .or_else(|| root.untried.first().copied())
    }

    fn iterate(&mut self) {
        let mut node = 0;
        self.path_movers.clear();
        // Selection: descend through fully expanded nodes.
        while self.nodes[node].untried.is_empty() && !self.nodes[node].children.is_empty() {
            node = self.select_child(node);
            let mv = self.nodes[node].mv.expect("a child has a move");
            self.path_movers.push(
                self.game
                    .turn()
                    .expect("a node inside the tree is not over"),
            );
            self.game.play_unchecked(mv);
        }
        // Expansion: one untried move.
        if !self.nodes[node].untried.is_empty() && !self.game.status().is_over() {
            let pick = self.rng.random_range(0..self.nodes[node].untried.len());
            let mv = self.nodes[node].untried.swap_remove(pick);
            self.path_movers
                .push(self.game.turn().expect("the node is not over"));
            self.game.play_unchecked(mv);
            let mut untried = Vec::new();
            if !self.game.status().is_over() {
                self.game.legal_moves(&mut untried);
            }
            self.nodes.push(Node {
                mv: Some(mv),
                parent: node,
                children: Vec::new(),
                untried,
                visits: 0,
                reward: 0.0,
            });
            let child = self.nodes.len() - 1;
            self.nodes[node].children.push(child);
            node = child;
        }
        let winner = self.playout();
        // Backpropagation: each node's reward is for the player who moved into it.
        let mut plies = self.path_movers.len();
        loop {
            self.nodes[node].visits += 1;
            if node == 0 {
                break;
            }
            plies -= 1;
            let mover = self.path_movers[plies];
            self.nodes[node].reward += match winner {
                Some(w) if w == mover => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
            node = self.nodes[node].parent;
        }
        while self.game.moves().len() > self.root_plies {
            self.game.undo();
        }
        self.playouts += 1;
    }

    fn select_child(&self, node: usize) -> usize {
        let log_visits = (self.nodes[node].visits.max(1) as f64).ln();
        *self.nodes[node]
            .children
            .iter()
            .max_by(|&&a, &&b| {
                let ucb = |n: &Node<G::Move>| {
                    let visits = n.visits.max(1) as f64;
                    n.reward / visits + EXPLORATION * (log_visits / visits).sqrt()
                };
                ucb(&self.nodes[a]).total_cmp(&ucb(&self.nodes[b]))
            })
            .expect("children")
    }

    /// Plays random moves to the end; returns the winner.
    fn playout(&mut self) -> Option<Player> {
        let mut plies = 0;
        loop {
            if let Status::Over { winner, .. } = self.game.status() {
                return winner;
            }
            if plies >= PLAYOUT_PLIES {
                return None;
            }
            self.scratch.clear();
            self.game.legal_moves(&mut self.scratch);
            let mv = self.scratch[self.rng.random_range(0..self.scratch.len())];
            self.game.play_unchecked(mv);
            plies += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use daga::rules::Game;
    use daga::rules::kimasai::Kimasai;

    fn best_after(position: &str, playouts: u64) -> Option<String> {
        let game = Match::from_position(Kimasai::from_position_text(position).unwrap());
        let mut mcts = Mcts::new(&game, playouts, 7);
        while !mcts.step(100) {}
        mcts.best().map(|m| m.to_string())
    }

    #[test]
    fn finds_the_only_winning_capture() {
        // From tests/data/puzzles.txt: h2-g2 takes the last stone; e1-f1 and k1-l1 do not.
        assert_eq!(
            best_after(
                "000000000000/000000100000/000000010000/000010001110 south",
                2_000
            )
            .as_deref(),
            Some("h2-g2")
        );
    }

    #[test]
    fn spends_exactly_its_playouts_and_repeats_for_a_seed() {
        let start = Match::from_position(Kimasai::start(&Default::default()));
        let run = |seed| {
            let mut mcts = Mcts::new(&start, 500, seed);
            while !mcts.step(64) {}
            (mcts.playouts(), mcts.best())
        };
        assert_eq!(run(3).0, 500);
        assert_eq!(run(3), run(3));
    }
}
