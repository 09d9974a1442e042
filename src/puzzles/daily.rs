//! The daily puzzle, the same for everyone on a day (chosen from the date alone, UTC), and the
//! streak of days on which it was solved.

use crate::rules::GameId;

/// Seconds in a day.
const DAY: u64 = 86_400;

/// The day of a moment: days since 1 January 1970, UTC.
pub fn day_of(unix_seconds: u64) -> u64 {
    unix_seconds / DAY
}

/// The day's puzzle among the games' puzzles (`counts`: how many each game has): the games
/// take turns day by day, and the puzzle of a game is scattered over its list so that
/// neighbouring days differ. `None` when no game has a puzzle.
pub fn daily(day: u64, counts: &[(GameId, usize)]) -> Option<(GameId, usize)> {
    let games: Vec<(GameId, usize)> = counts.iter().copied().filter(|&(_, n)| n > 0).collect();
    if games.is_empty() {
        return None;
    }
    let (game, count) = games[(day % games.len() as u64) as usize];
    // A multiplicative hash (Knuth's) of the day, so that the order is no plain walk.
    let scattered = (day / games.len() as u64).wrapping_mul(2_654_435_761) >> 7;
    Some((game, (scattered % count as u64) as usize))
}

/// How many days in a row the daily puzzle was solved, up to `today`: a streak still stands on
/// a day whose puzzle is not solved yet (it ends only when a whole day passes without one).
pub fn streak(solved_days: &[u64], today: u64) -> u32 {
    let solved = |day: u64| solved_days.contains(&day);
    let mut day = if solved(today) {
        today
    } else {
        today.saturating_sub(1)
    };
    let mut count = 0;
    while solved(day) {
        count += 1;
        match day.checked_sub(1) {
            Some(before) => day = before,
            None => break,
        }
    }
    count
}

#[cfg(test)]
mod tests {
    use super::*;

    const COUNTS: [(GameId, usize); 3] = [
        (GameId::Shax, 150),
        (GameId::Sadeqa, 160),
        (GameId::Kimasai, 0),
    ];

    #[test]
    fn the_same_day_gives_the_same_puzzle_and_the_games_take_turns() {
        let today = day_of(1_796_000_000);
        assert_eq!(daily(today, &COUNTS), daily(today, &COUNTS));
        let games: Vec<GameId> = (today..today + 4)
            .map(|day| daily(day, &COUNTS).unwrap().0)
            .collect();
        assert_eq!(games[0], games[2]);
        assert_ne!(games[0], games[1]);
        assert!(
            !games.contains(&GameId::Kimasai),
            "a game without puzzles is skipped"
        );
        assert_eq!(daily(today, &[(GameId::Shax, 0)]), None);
    }

    #[test]
    fn a_month_of_days_brings_many_different_puzzles_within_the_lists() {
        let first = day_of(1_796_000_000);
        let mut seen = std::collections::HashSet::new();
        for day in first..first + 30 {
            let (game, index) = daily(day, &COUNTS).unwrap();
            let count = COUNTS.iter().find(|(g, _)| *g == game).unwrap().1;
            assert!(index < count);
            seen.insert((game, index));
        }
        assert!(
            seen.len() >= 28,
            "{} different puzzles in 30 days",
            seen.len()
        );
    }

    #[test]
    fn a_streak_counts_the_days_in_a_row_and_waits_for_today() {
        assert_eq!(streak(&[10, 11, 12], 12), 3);
        assert_eq!(streak(&[10, 11, 12], 13), 3, "today's is not solved yet");
        assert_eq!(streak(&[10, 11, 12], 14), 0, "a whole day passed");
        assert_eq!(streak(&[8, 10, 11], 11), 2);
        assert_eq!(streak(&[], 5), 0);
        assert_eq!(streak(&[0], 0), 1);
    }
}
