//! Thinking about whichever game is played: the options of `genmove`/`analyze` and a search
//! over an [`AnyMatch`] that answers with a typed move (and, for `analyze`, in notation).

use std::fmt;

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::endgame;
use super::evaluate::Score;
use super::levels::{Level, choose};
use super::search::{MAX_DEPTH, Search, SearchLimits, SearchResult};
use super::shax_search::ShaxSearch;
use crate::rules::{AnyMatch, AnyMove, GameId};

/// The longest `movetime`: an hour.
const MAX_MOVETIME_MS: u64 = 3_600_000;
/// The largest `nodes` budget.
const MAX_NODES: u64 = 1 << 40;

/// An option of `genmove` or `analyze` that does not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ThinkOptionError {
    NotKeyValue(String),
    Twice(String),
    OutOfRange {
        key: String,
        value: String,
        max: u64,
    },
    BadLevel(String),
    BadSeed(String),
    Unknown(String),
}

impl fmt::Display for ThinkOptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ThinkOptionError::NotKeyValue(word) => write!(
                f,
                "option '{word}' is not key=value (level, movetime, depth, nodes, seed)"
            ),
            ThinkOptionError::Twice(key) => write!(f, "option '{key}' given twice"),
            ThinkOptionError::OutOfRange { key, value, max } => {
                write!(f, "{key}={value}: expected a whole number from 1 to {max}")
            }
            ThinkOptionError::BadLevel(value) => write!(f, "level={value}: expected 1 to 5"),
            ThinkOptionError::BadSeed(value) => write!(f, "seed={value}: expected a whole number"),
            ThinkOptionError::Unknown(key) => write!(
                f,
                "unknown option '{key}' (level, movetime, depth, nodes, seed)"
            ),
        }
    }
}

impl std::error::Error for ThinkOptionError {}

/// The options of `genmove`, `analyze` and the app's computer player.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ThinkOptions {
    pub level: Level,
    /// Milliseconds to think; enforced by the caller's clock between slices.
    pub movetime_ms: Option<u64>,
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub seed: u64,
    /// Leaves the endgame tables unread even at a level that reads them: the level 5 before
    /// the tables, to measure them against.
    pub without_tables: bool,
    /// The ordinary search alone, without solving the end of Shax's placement exactly: the
    /// reference `daga agreement` compares level 5 with (a search of 30 times its nodes).
    pub plain_search: bool,
}

impl Default for ThinkOptions {
    fn default() -> Self {
        ThinkOptions {
            level: Level::Expert,
            movetime_ms: None,
            depth: None,
            nodes: None,
            seed: 0,
            without_tables: false,
            plain_search: false,
        }
    }
}

impl ThinkOptions {
    pub fn at_level(level: Level) -> Self {
        ThinkOptions {
            level,
            ..ThinkOptions::default()
        }
    }

    /// The search whose judgement is shown as the computer's: a hint, a review's evaluations
    /// and verdicts, and the self-play that fits the winning chances to it. One level for all
    /// three, so that a hint, the review and the chances agree.
    pub fn judging() -> Self {
        ThinkOptions::at_level(Level::Expert)
    }

    /// Reads `level=1..5 movetime=MS depth=N nodes=N seed=N`, each at most once.
    pub fn parse<'a>(
        words: impl IntoIterator<Item = &'a str>,
    ) -> Result<ThinkOptions, ThinkOptionError> {
        let mut options = ThinkOptions::default();
        let mut seen = Vec::new();
        for word in words {
            let Some((key, value)) = word.split_once('=') else {
                return Err(ThinkOptionError::NotKeyValue(word.to_string()));
            };
            if seen.contains(&key) {
                return Err(ThinkOptionError::Twice(key.to_string()));
            }
            let number = |max: u64| {
                value
                    .parse::<u64>()
                    .ok()
                    .filter(|&n| n >= 1 && n <= max)
                    .ok_or_else(|| ThinkOptionError::OutOfRange {
                        key: key.to_string(),
                        value: value.to_string(),
                        max,
                    })
            };
            match key {
                "level" => {
                    options.level = value
                        .parse::<u8>()
                        .ok()
                        .and_then(Level::from_number)
                        .ok_or_else(|| ThinkOptionError::BadLevel(value.to_string()))?
                }
                "movetime" => options.movetime_ms = Some(number(MAX_MOVETIME_MS)?),
                "depth" => options.depth = Some(number(MAX_DEPTH as u64)? as u32),
                "nodes" => options.nodes = Some(number(MAX_NODES)?),
                "seed" => {
                    options.seed = value
                        .parse()
                        .map_err(|_| ThinkOptionError::BadSeed(value.to_string()))?
                }
                _ => return Err(ThinkOptionError::Unknown(key.to_string())),
            }
            seen.push(key);
        }
        Ok(options)
    }

    /// The search limits in `game`: the level's, with `depth` and `nodes` taking over when
    /// given. `movetime` is not a budget but a cap (as in UCI and GTP): the caller's clock stops
    /// the search early, and the level's own budget still holds.
    pub fn limits(&self, game: GameId) -> SearchLimits {
        let level = self.level.settings(game).limits;
        let explicit = self.depth.is_some() || self.nodes.is_some();
        SearchLimits {
            max_depth: self
                .depth
                .unwrap_or(if explicit { MAX_DEPTH } else { level.max_depth }),
            max_nodes: self
                .nodes
                .unwrap_or(if explicit { u64::MAX } else { level.max_nodes }),
            exact_root: level.exact_root,
            use_tables: level.use_tables && !self.without_tables,
        }
    }
}

/// What `analyze` reports, in notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    pub best: String,
    pub score: Score,
    /// The score a judgement of the position reads ([`SearchResult::judged`]).
    pub judged: Score,
    pub depth: u32,
    pub nodes: u64,
    pub pv: Vec<String>,
}

fn analysis<M: ToString>(result: SearchResult<M>) -> Analysis {
    Analysis {
        best: result.best.to_string(),
        score: result.score,
        judged: result.judged,
        depth: result.depth,
        nodes: result.nodes,
        pv: result.pv.iter().map(ToString::to_string).collect(),
    }
}

/// A search of one game's position.
enum GameSearch {
    Shax(ShaxSearch),
    Sadeqa(Search<crate::rules::sadeqa::Sadeqa>),
    Kimasai(Search<crate::rules::kimasai::Kimasai>),
}

/// A search over whichever game is being played, and the endgame tables' move where they know
/// the position and the level reads them: that move is played, because the tables' own choice
/// makes progress where several moves keep the same value (the search sees them as equal).
pub struct AnySearch {
    search: GameSearch,
    table_move: Option<AnyMove>,
}

macro_rules! with_search {
    ($any:expr, $s:ident => $body:expr) => {
        match &$any.search {
            GameSearch::Shax($s) => $body,
            GameSearch::Sadeqa($s) => $body,
            GameSearch::Kimasai($s) => $body,
        }
    };
}

macro_rules! with_search_mut {
    ($any:expr, $s:ident => $body:expr) => {
        match &mut $any.search {
            GameSearch::Shax($s) => $body,
            GameSearch::Sadeqa($s) => $body,
            GameSearch::Kimasai($s) => $body,
        }
    };
}

fn chosen<M: Copy + Eq + Into<AnyMove>>(
    result: Option<SearchResult<M>>,
    game: GameId,
    options: &ThinkOptions,
) -> Option<AnyMove> {
    let result = result?;
    let settings = options.level.settings(game);
    let mut rng = SmallRng::seed_from_u64(options.seed);
    Some(choose(&result, settings.temperature, settings.candidates, &mut rng).into())
}

impl AnySearch {
    /// A search of the game's current position; `None` when the game is over.
    pub fn new(game: &AnyMatch, options: &ThinkOptions) -> Option<AnySearch> {
        if game.status().is_over() {
            return None;
        }
        let limits = options.limits(game.game());
        let search = match game {
            AnyMatch::Shax(m) => {
                GameSearch::Shax(ShaxSearch::new(m, limits, !options.plain_search))
            }
            AnyMatch::Sadeqa(m) => GameSearch::Sadeqa(Search::new(m, limits)),
            AnyMatch::Kimasai(m) => GameSearch::Kimasai(Search::new(m, limits)),
        };
        let table_move = limits
            .use_tables
            .then(|| endgame::best_move(game).map(|(mv, _)| mv))
            .flatten();
        Some(AnySearch { search, table_move })
    }

    /// A search of only `moves` at the game's position, each scored exactly (no tables' move):
    /// how a deeper search judges the moves two searches chose. `None` when the game is over or
    /// none of `moves` is legal there.
    pub fn comparing(
        game: &AnyMatch,
        options: &ThinkOptions,
        moves: &[AnyMove],
    ) -> Option<AnySearch> {
        let AnySearch { search, .. } = AnySearch::new(game, options)?;
        let keep = |mv: AnyMove| moves.contains(&mv);
        let search = match search {
            GameSearch::Shax(s) => GameSearch::Shax(s.comparing(|mv| keep(mv.into()))),
            GameSearch::Sadeqa(s) => GameSearch::Sadeqa(s.comparing(|mv| keep(mv.into()))),
            GameSearch::Kimasai(s) => GameSearch::Kimasai(s.comparing(|mv| keep(mv.into()))),
        };
        let compared = AnySearch {
            search,
            table_move: None,
        };
        (!compared.is_finished()).then_some(compared)
    }

    /// Each root move searched with its score, in notation (a comparing search's, or a level's
    /// that chooses with a temperature).
    pub fn root_scores(&self) -> Vec<(AnyMove, Score)> {
        with_search!(self, s => s
            .result()
            .map(|r| r.root_scores.into_iter().map(|(mv, score)| (mv.into(), score)).collect())
            .unwrap_or_default())
    }

    /// Searches about `work` more nodes; true when finished.
    pub fn step(&mut self, work: u64) -> bool {
        with_search_mut!(self, s => s.step(work))
    }

    pub fn stop(&mut self) {
        with_search_mut!(self, s => s.stop())
    }

    pub fn is_finished(&self) -> bool {
        with_search!(self, s => s.is_finished())
    }

    pub fn nodes(&self) -> u64 {
        with_search!(self, s => s.nodes())
    }

    fn game(&self) -> GameId {
        match self.search {
            GameSearch::Shax(_) => GameId::Shax,
            GameSearch::Sadeqa(_) => GameId::Sadeqa,
            GameSearch::Kimasai(_) => GameId::Kimasai,
        }
    }

    /// The best line found so far.
    pub fn analysis(&self) -> Option<Analysis> {
        with_search!(self, s => s.result().map(analysis))
    }

    /// The move to play: the tables' where they know the position and the level reads them,
    /// else the search's, with the level's deliberate mistakes.
    pub fn chosen_move(&self, options: &ThinkOptions) -> Option<AnyMove> {
        self.table_move
            .or_else(|| with_search!(self, s => chosen(s.result(), self.game(), options)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_options_and_refuses_bad_ones() {
        let options = ThinkOptions::parse(["level=2", "nodes=500", "seed=9"]).unwrap();
        assert_eq!(options.level, Level::Casual);
        assert_eq!(options.limits(GameId::Shax).max_nodes, 500);
        assert_eq!(options.seed, 9);
        for bad in [
            "level=0",
            "level=6",
            "depth=0",
            "depth=65",
            "nodes=x",
            "movetime=",
            "speed=3",
            "level",
        ] {
            assert!(ThinkOptions::parse([bad]).is_err(), "{bad}");
        }
        assert!(ThinkOptions::parse(["seed=1", "seed=2"]).is_err());
    }

    #[test]
    fn a_level_alone_uses_its_budget() {
        let options = ThinkOptions::parse(["level=1"]).unwrap();
        assert_eq!(
            options.limits(GameId::Sadeqa),
            Level::Beginner.settings(GameId::Sadeqa).limits
        );
        let timed = ThinkOptions::parse(["level=1", "movetime=5000"]).unwrap();
        assert_eq!(
            timed.limits(GameId::Kimasai),
            Level::Beginner.settings(GameId::Kimasai).limits,
            "a clock caps a level and never raises its budget"
        );
        let counted = ThinkOptions::parse(["level=1", "movetime=5000", "nodes=900"]).unwrap();
        assert_eq!(counted.limits(GameId::Kimasai).max_nodes, 900);
    }
}
