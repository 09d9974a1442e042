//! The five levels of the computer opponent and how a move is chosen at each.

use rand::Rng;

use super::evaluate::Score;
use super::search::{SearchLimits, SearchResult};
use crate::rules::GameId;

/// The opponent's strength, from 1 (Beginner) to 5 (Expert).
#[derive(
    Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum Level {
    Beginner = 1,
    Casual = 2,
    Club = 3,
    Strong = 4,
    Expert = 5,
}

/// How a level searches and how much it errs.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LevelSettings {
    pub limits: SearchLimits,
    /// Softmax temperature over root scores (hundredths of a piece); 0 always plays the best.
    pub temperature: Score,
    /// Choose only among this many of the best root moves.
    pub candidates: usize,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Casual,
        Level::Club,
        Level::Strong,
        Level::Expert,
    ];

    pub fn from_number(n: u8) -> Option<Level> {
        Level::ALL.get((n as usize).wrapping_sub(1)).copied()
    }

    pub fn number(self) -> u8 {
        self as u8
    }

    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "Beginner",
            Level::Casual => "Casual",
            Level::Club => "Club",
            Level::Strong => "Strong",
            Level::Expert => "Expert",
        }
    }

    /// The search budget and the deliberate mistakes of this level in `game`. Budgets are in
    /// nodes, so a level plays alike on a fast desktop and a slow phone; they differ by game
    /// because a node costs more in Sadeqa III (sowing) and the games gain differently from depth
    /// (docs/BENCHMARKS.md has the ladder that set them).
    pub fn settings(self, game: GameId) -> LevelSettings {
        let (strong_nodes, expert_nodes) = match game {
            GameId::Shax => (60_000, 600_000),
            GameId::Sadeqa => (5_000, 600_000),
            GameId::Kimasai => (100_000, 1_000_000),
        };
        let (max_depth, max_nodes, temperature, candidates) = match self {
            Level::Beginner => (1, 20_000, 150, 5),
            Level::Casual => (2, 50_000, 70, 3),
            Level::Club => (3, 100_000, 25, 2),
            Level::Strong => (64, strong_nodes, 0, 1),
            Level::Expert => (64, expert_nodes, 0, 1),
        };
        LevelSettings {
            limits: SearchLimits {
                max_depth,
                max_nodes,
                exact_root: temperature > 0,
            },
            temperature,
            candidates,
        }
    }
}

/// Picks the move to play from a finished search: the best one, or with a temperature one
/// of the best few, more likely the better it scores.
pub fn choose<M: Copy + Eq>(
    result: &SearchResult<M>,
    temperature: Score,
    candidates: usize,
    rng: &mut impl Rng,
) -> M {
    if temperature <= 0 || result.root_scores.len() < 2 {
        return result.best;
    }
    let mut scored = result.root_scores.clone();
    scored.sort_by_key(|&(_, score)| -score);
    scored.truncate(candidates.max(1));
    let top = scored[0].1;
    let weights: Vec<f64> = scored
        .iter()
        .map(|&(_, score)| (((score - top) as f64) / temperature as f64).exp())
        .collect();
    let total: f64 = weights.iter().sum();
    let mut pick = rng.random::<f64>() * total;
    for (&(mv, _), weight) in scored.iter().zip(&weights) {
        if pick < *weight {
            return mv;
        }
        pick -= weight;
    }
    scored[0].0
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    fn result(scores: &[(u8, Score)]) -> SearchResult<u8> {
        SearchResult {
            best: scores[0].0,
            score: scores[0].1,
            depth: 1,
            nodes: 1,
            pv: vec![],
            root_scores: scores.to_vec(),
        }
    }

    #[test]
    fn levels_are_numbered_and_named() {
        assert_eq!(Level::from_number(1), Some(Level::Beginner));
        assert_eq!(Level::from_number(5).map(Level::name), Some("Expert"));
        assert_eq!(Level::from_number(0), None);
        assert_eq!(Level::from_number(6), None);
    }

    #[test]
    fn temperature_prefers_better_moves_and_never_leaves_the_candidates() {
        let scores = result(&[(1, 100), (2, 90), (3, -500), (4, 95)]);
        let mut rng = SmallRng::seed_from_u64(1);
        let mut counts = [0; 5];
        for _ in 0..2000 {
            counts[choose(&scores, 50, 3, &mut rng) as usize] += 1;
        }
        assert_eq!(
            counts[3], 0,
            "a blunder outside the top three is never chosen"
        );
        assert!(counts[1] > counts[2] && counts[2] > 0);
        assert_eq!(choose(&scores, 0, 3, &mut rng), 1);
    }
}
