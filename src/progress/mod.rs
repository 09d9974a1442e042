//! The player's progress against the computer and in puzzles: each game's result against a
//! level, a rating per game by Glicko-2 against levels of fixed ratings (measured from the
//! level ladder's results), and a puzzle rating. Plain data; the app keeps it like its settings.

mod file;

use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

use crate::ai::Level;
use crate::puzzles::{Puzzle, Theme};
use crate::rules::GameId;

pub use file::ProgressFileError;

/// Each step of the level ladder: the share level N + 1 scores against level N, from level 1
/// up (docs/BENCHMARKS.md, "The level ladder", 100 games a step).
const LADDER: [(GameId, [f64; 4]); 3] = [
    (GameId::Shax, [0.895, 0.85, 0.96, 0.78]),
    (GameId::Sadeqa, [0.76, 0.715, 0.745, 0.735]),
    (GameId::Kimasai, [0.92, 0.91, 0.82, 0.92]),
];

/// Level 1's rating in every game, on Glicko's scale; a new player starts there ([`NEWCOMER`]).
const LEVEL_ONE: f64 = 1000.0;

/// How sure a level's rating is: it is measured, not estimated from the player's games.
const LEVEL_DEVIATION: f64 = 30.0;

/// A new player's rating, against the computer and in puzzles: level 1's, give or take 200.
/// (Glicko's own 1500 ± 350 made a newcomer's first game, lost to level 1, cost 552 points: a
/// beginner meets the beginner's level, and a first result moves the rating about 90.)
pub const NEWCOMER: Rating = Rating {
    rating: LEVEL_ONE,
    deviation: 200.0,
};

/// The newcomer's rating as Glicko-2 starts it.
fn newcomer() -> Glicko2Rating {
    Glicko2Rating {
        rating: NEWCOMER.rating,
        deviation: NEWCOMER.deviation,
        ..Glicko2Rating::new()
    }
}

/// The rating of a level: level 1's, and for each step above it the rating difference its
/// share on the ladder means (400 · log10(p / (1 − p)), as Elo and Glicko read a share).
pub fn level_rating(game: GameId, level: Level) -> f64 {
    let steps = LADDER
        .iter()
        .find(|(ladder_game, _)| *ladder_game == game)
        .map_or([0.5; 4], |(_, steps)| *steps);
    let above = usize::from(level.number())
        .saturating_sub(1)
        .min(steps.len());
    LEVEL_ONE
        + steps[..above]
            .iter()
            .map(|&share| 400.0 * (share / (1.0 - share)).log10())
            .sum::<f64>()
}

/// How a game ended for the player.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    Won,
    Drawn,
    Lost,
}

impl Outcome {
    fn glicko(self) -> Outcomes {
        match self {
            Outcome::Won => Outcomes::WIN,
            Outcome::Drawn => Outcomes::DRAW,
            Outcome::Lost => Outcomes::LOSS,
        }
    }
}

/// A game finished against the computer.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayedGame {
    pub game: GameId,
    /// The level's number, 1 to 5.
    pub level: u8,
    pub outcome: Outcome,
    /// A move was taken back or a hint shown: the game is tallied but not rated.
    pub helped: bool,
    /// The day it ended (days since 1 January 1970, UTC), for the charts.
    pub day: u64,
    /// The puzzles' theme of how it ended (`Theme::of_ending`), for a puzzle after a loss.
    #[serde(default)]
    pub theme: Option<Theme>,
}

/// A puzzle tried to its end.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TriedPuzzle {
    pub game: GameId,
    /// Its difficulty, 1 to 5 (how many levels miss it).
    pub difficulty: u8,
    /// Solved at the first try of every move, without a hint.
    pub clean: bool,
    pub day: u64,
    /// Its number in the game's puzzles, from 1.
    #[serde(default)]
    pub number: u32,
    /// It was the day's puzzle (the streak counts those).
    #[serde(default)]
    pub daily: bool,
}

/// A rating and how sure it is (the deviation: about two of them either side hold the true
/// strength nineteen times in twenty).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
}

impl From<Glicko2Rating> for Rating {
    fn from(glicko: Glicko2Rating) -> Rating {
        Rating {
            rating: glicko.rating,
            deviation: glicko.deviation,
        }
    }
}

/// Games won, drawn and lost.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
}

impl Tally {
    pub fn played(&self) -> u32 {
        self.won + self.drawn + self.lost
    }
}

/// Everything the player did that counts, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    pub games: Vec<PlayedGame>,
    pub puzzles: Vec<TriedPuzzle>,
}

impl Progress {
    /// The games against `level` in `game`.
    pub fn tally(&self, game: GameId, level: Level) -> Tally {
        let mut tally = Tally::default();
        for played in self
            .games
            .iter()
            .filter(|played| played.game == game && played.level == level.number())
        {
            match played.outcome {
                Outcome::Won => tally.won += 1,
                Outcome::Drawn => tally.drawn += 1,
                Outcome::Lost => tally.lost += 1,
            }
        }
        tally
    }

    /// The player's rating in `game` after each rated game, from a new player's: the chart's
    /// points. Games with help are left out.
    pub fn rating_history(&self, game: GameId) -> Vec<Rating> {
        let config = Glicko2Config::new();
        let mut player = newcomer();
        let mut history = vec![player.into()];
        for played in self.games.iter().filter(|p| p.game == game && !p.helped) {
            let Some(level) = Level::from_number(played.level) else {
                continue;
            };
            let opponent = fixed(level_rating(game, level));
            player = glicko2(&player, &opponent, &played.outcome.glicko(), &config).0;
            history.push(player.into());
        }
        history
    }

    /// The player's rating in `game` now.
    pub fn rating(&self, game: GameId) -> Rating {
        *self.rating_history(game).last().unwrap_or(&NEWCOMER)
    }

    /// The puzzle rating after each puzzle: a clean solve is a win against the puzzle, rated
    /// as the first level its difficulty says finds it (difficulty 2: level 3).
    pub fn puzzle_rating_history(&self) -> Vec<Rating> {
        let config = Glicko2Config::new();
        let mut player = newcomer();
        let mut history = vec![player.into()];
        for tried in &self.puzzles {
            let finder = Level::from_number((tried.difficulty + 1).min(5)).unwrap_or(Level::Expert);
            let puzzle = fixed(level_rating(tried.game, finder));
            let outcome = if tried.clean {
                Outcomes::WIN
            } else {
                Outcomes::LOSS
            };
            player = glicko2(&player, &puzzle, &outcome, &config).0;
            history.push(player.into());
        }
        history
    }
}

impl Progress {
    /// Whether puzzle `number` (from 1) of `game` has been solved.
    pub fn solved_puzzle(&self, game: GameId, number: u32) -> bool {
        self.puzzles
            .iter()
            .any(|tried| tried.game == game && tried.number == number)
    }

    /// The first of `game`'s `count` puzzles not solved yet (from 1), or the first when all are.
    pub fn next_puzzle(&self, game: GameId, count: u32) -> u32 {
        (1..=count)
            .find(|&number| !self.solved_puzzle(game, number))
            .unwrap_or(1)
    }

    /// The puzzle (from 1) of `game`'s `puzzles` to offer after a game that ended as `theme`
    /// says: the first not solved on that theme, else the first not solved.
    pub fn next_puzzle_on(&self, game: GameId, puzzles: &[Puzzle], theme: Option<Theme>) -> u32 {
        let unsolved_on_theme = puzzles.iter().zip(1..).find(|(puzzle, number)| {
            Some(puzzle.theme) == theme && !self.solved_puzzle(game, *number)
        });
        match unsolved_on_theme {
            Some((_, number)) => number,
            None => self.next_puzzle(game, puzzles.len() as u32),
        }
    }

    /// The days on which the day's puzzle was solved.
    pub fn daily_days(&self) -> Vec<u64> {
        self.puzzles
            .iter()
            .filter(|tried| tried.daily)
            .map(|tried| tried.day)
            .collect()
    }

    /// The days in a row, up to `today`, on which the day's puzzle was solved.
    pub fn daily_streak(&self, today: u64) -> u32 {
        crate::puzzles::streak(&self.daily_days(), today)
    }

    /// The level whose rating is nearest the player's in `game`: the one to play next.
    pub fn fitting_level(&self, game: GameId) -> Level {
        let rating = self.rating(game).rating;
        let distance = |level: &Level| (level_rating(game, *level) - rating).abs();
        Level::ALL
            .into_iter()
            .min_by(|a, b| distance(a).total_cmp(&distance(b)))
            .unwrap_or(Level::Beginner)
    }

    /// The last game against the computer, if any.
    pub fn last_game(&self) -> Option<&PlayedGame> {
        self.games.last()
    }
}

/// A rating known well: a level's, or a puzzle's.
fn fixed(rating: f64) -> Glicko2Rating {
    Glicko2Rating {
        rating,
        deviation: LEVEL_DEVIATION,
        ..Glicko2Rating::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(level: Level, outcome: Outcome, helped: bool) -> PlayedGame {
        PlayedGame {
            game: GameId::Sadeqa,
            level: level.number(),
            outcome,
            helped,
            day: 20_000,
            theme: None,
        }
    }

    #[test]
    fn each_level_is_rated_above_the_one_below_by_its_ladder_step() {
        for (game, steps) in LADDER {
            let ratings: Vec<f64> = Level::ALL.iter().map(|&l| level_rating(game, l)).collect();
            assert_eq!(ratings[0], LEVEL_ONE);
            for (pair, share) in ratings.windows(2).zip(steps) {
                let expected = 1.0 / (1.0 + 10f64.powf(-(pair[1] - pair[0]) / 400.0));
                assert!(
                    (expected - share).abs() < 1e-9,
                    "{game}: {pair:?} for {share}"
                );
            }
        }
        // Sadeqa III's level 2, scoring 76 % against level 1, is 200 points above it.
        assert!((level_rating(GameId::Sadeqa, Level::Casual) - 1200.0).abs() < 1.0);
    }

    #[test]
    fn a_newcomers_first_result_against_level_one_moves_the_rating_by_less_than_a_hundred() {
        for outcome in [Outcome::Won, Outcome::Lost] {
            let progress = Progress {
                games: vec![game(Level::Beginner, outcome, false)],
                ..Progress::default()
            };
            let change = progress.rating(GameId::Sadeqa).rating - NEWCOMER.rating;
            assert!(
                (50.0..100.0).contains(&change.abs()),
                "{outcome:?}: {change}"
            );
        }
    }

    #[test]
    fn a_win_raises_the_rating_a_loss_lowers_it_and_help_leaves_it() {
        let mut progress = Progress::default();
        let start = progress.rating(GameId::Sadeqa);
        assert_eq!(start, NEWCOMER);
        progress
            .games
            .push(game(Level::Strong, Outcome::Won, false));
        let after_win = progress.rating(GameId::Sadeqa);
        assert!(after_win.rating > start.rating && after_win.deviation < start.deviation);
        progress.games.push(game(Level::Strong, Outcome::Won, true));
        assert_eq!(
            progress.rating(GameId::Sadeqa),
            after_win,
            "a helped game is not rated"
        );
        progress
            .games
            .push(game(Level::Beginner, Outcome::Lost, false));
        assert!(progress.rating(GameId::Sadeqa).rating < after_win.rating);
        assert_eq!(progress.rating_history(GameId::Sadeqa).len(), 3);
        assert_eq!(
            progress.rating(GameId::Shax),
            NEWCOMER,
            "each game its own rating"
        );
    }

    #[test]
    fn the_tally_counts_every_game_against_a_level_helped_or_not() {
        let mut progress = Progress::default();
        progress.games.push(game(Level::Club, Outcome::Won, false));
        progress.games.push(game(Level::Club, Outcome::Drawn, true));
        progress.games.push(game(Level::Club, Outcome::Lost, false));
        progress
            .games
            .push(game(Level::Expert, Outcome::Lost, false));
        let club = progress.tally(GameId::Sadeqa, Level::Club);
        assert_eq!(
            club,
            Tally {
                won: 1,
                drawn: 1,
                lost: 1
            }
        );
        assert_eq!(club.played(), 3);
        assert_eq!(progress.tally(GameId::Shax, Level::Club).played(), 0);
    }

    #[test]
    fn clean_solves_raise_the_puzzle_rating_and_harder_ones_more() {
        let solved = |difficulty| Progress {
            puzzles: vec![TriedPuzzle {
                game: GameId::Shax,
                difficulty,
                clean: true,
                day: 20_000,
                number: 1,
                daily: false,
            }],
            ..Progress::default()
        };
        let after = |progress: Progress| progress.puzzle_rating_history().last().unwrap().rating;
        assert!(after(solved(1)) > NEWCOMER.rating);
        assert!(after(solved(4)) > after(solved(1)));
        let mut missed = solved(2);
        missed.puzzles[0].clean = false;
        assert!(after(missed) < NEWCOMER.rating);
    }

    #[test]
    fn the_next_puzzle_skips_the_solved_and_the_streak_counts_daily_ones() {
        let tried = |number, day, daily| TriedPuzzle {
            game: GameId::Shax,
            difficulty: 2,
            clean: false,
            day,
            number,
            daily,
        };
        let mut progress = Progress::default();
        assert_eq!(progress.next_puzzle(GameId::Shax, 3), 1);
        progress.puzzles.push(tried(1, 100, false));
        progress.puzzles.push(tried(2, 101, true));
        assert_eq!(progress.next_puzzle(GameId::Shax, 3), 3);
        assert_eq!(progress.next_puzzle(GameId::Sadeqa, 3), 1);
        progress.puzzles.push(tried(3, 102, true));
        assert_eq!(
            progress.next_puzzle(GameId::Shax, 3),
            1,
            "all solved: again"
        );
        assert_eq!(progress.daily_streak(102), 2, "day 100's was not the day's");
        assert_eq!(progress.daily_streak(103), 2, "today's not solved yet");
        assert_eq!(progress.daily_streak(104), 0);
    }

    #[test]
    fn a_new_player_is_offered_the_level_nearest_their_rating() {
        let mut progress = Progress::default();
        assert_eq!(progress.fitting_level(GameId::Sadeqa), Level::Beginner);
        for _ in 0..6 {
            progress
                .games
                .push(game(Level::Casual, Outcome::Won, false));
        }
        // Six wins against level 2 (1200) put the player above level 2.
        let fitting = progress.fitting_level(GameId::Sadeqa);
        assert!(fitting > Level::Casual, "{fitting:?}");
        let gap = |level| {
            (level_rating(GameId::Sadeqa, level) - progress.rating(GameId::Sadeqa).rating).abs()
        };
        assert!(Level::ALL.iter().all(|&l| gap(fitting) <= gap(l)));
    }

    #[test]
    fn progress_reads_back_what_it_wrote() {
        let progress = Progress {
            games: vec![game(Level::Club, Outcome::Drawn, false)],
            puzzles: vec![TriedPuzzle {
                game: GameId::Sadeqa,
                difficulty: 3,
                clean: false,
                day: 20_001,
                number: 7,
                daily: true,
            }],
        };
        let text = serde_json::to_string(&progress).unwrap();
        assert_eq!(serde_json::from_str::<Progress>(&text).unwrap(), progress);
    }
}
