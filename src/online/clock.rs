//! An online game's optional clock: the time control chosen by the one who invites, and both
//! sides' time, which each program keeps from the times the moves report.

use serde::{Deserialize, Serialize};

use crate::rules::Player;

/// How much time each side has.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TimeControl {
    /// No clock.
    None,
    /// `minutes` for the game, and `seconds` more after each move (5+3, 10+5).
    Increment { minutes: u32, seconds: u32 },
    /// Each move within `days`, as in a game by post.
    PerMove { days: u32 },
}

impl TimeControl {
    /// The choices the inviter is offered.
    pub const CHOICES: [TimeControl; 4] = [
        TimeControl::None,
        TimeControl::Increment {
            minutes: 5,
            seconds: 3,
        },
        TimeControl::Increment {
            minutes: 10,
            seconds: 5,
        },
        TimeControl::PerMove { days: 1 },
    ];

    /// In a player's words: "no clock", "5+3", "a day a move".
    pub fn name(self) -> String {
        match self {
            TimeControl::None => "no clock".into(),
            TimeControl::Increment { minutes, seconds } => format!("{minutes}+{seconds}"),
            TimeControl::PerMove { days: 1 } => "a day a move".into(),
            TimeControl::PerMove { days } => format!("{days} days a move"),
        }
    }
}

const MS_PER_DAY: u64 = 24 * 60 * 60 * 1000;

/// Both sides' time.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Clock {
    pub control: TimeControl,
    /// Milliseconds each side (South, North) has used in its moves so far.
    pub used_ms: [u64; 2],
    /// Moves each side has made.
    pub moves: [u32; 2],
}

impl Clock {
    pub fn new(control: TimeControl) -> Clock {
        Clock {
            control,
            used_ms: [0, 0],
            moves: [0, 0],
        }
    }

    /// A move of `player` that took `used_ms`.
    pub fn moved(&mut self, player: Player, used_ms: u64) {
        let side = player.index();
        self.used_ms[side] = self.used_ms[side].saturating_add(used_ms);
        self.moves[side] += 1;
    }

    /// What `player` has left when `running_ms` of their current move have passed (`None`
    /// without a clock).
    pub fn left_ms(&self, player: Player, running_ms: u64) -> Option<u64> {
        let side = player.index();
        match self.control {
            TimeControl::None => None,
            TimeControl::Increment { minutes, seconds } => {
                let given = u64::from(minutes) * 60_000
                    + u64::from(seconds) * 1000 * u64::from(self.moves[side]);
                Some(given.saturating_sub(self.used_ms[side].saturating_add(running_ms)))
            }
            TimeControl::PerMove { days } => {
                Some((u64::from(days) * MS_PER_DAY).saturating_sub(running_ms))
            }
        }
    }

    /// Whether `player`'s time has run out `running_ms` into their move: they lose.
    pub fn has_fallen(&self, player: Player, running_ms: u64) -> bool {
        self.left_ms(player, running_ms) == Some(0)
    }
}

/// Minutes and seconds as a clock shows them: "4:07", or "0:09.3" in the last ten seconds,
/// "23 h 59 min" beyond an hour.
pub fn clock_face(ms: u64) -> String {
    let seconds = ms / 1000;
    match seconds {
        s if s >= 3600 => format!("{} h {:02} min", s / 3600, (s % 3600) / 60),
        s if s < 10 => format!("0:{:02}.{}", s, (ms % 1000) / 100),
        s => format!("{}:{:02}", s / 60, s % 60),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_runs_on_each_side_and_a_move_adds_its_increment() {
        let mut clock = Clock::new(TimeControl::CHOICES[1]);
        assert_eq!(clock.left_ms(Player::South, 0), Some(300_000));
        clock.moved(Player::South, 10_000);
        assert_eq!(
            clock.left_ms(Player::South, 0),
            Some(293_000),
            "5 min − 10 s + 3 s"
        );
        assert_eq!(clock.left_ms(Player::North, 2_000), Some(298_000));
        assert!(!clock.has_fallen(Player::North, 299_999));
        assert!(clock.has_fallen(Player::North, 300_000));
        let day = Clock::new(TimeControl::PerMove { days: 1 });
        assert_eq!(day.left_ms(Player::South, MS_PER_DAY - 1), Some(1));
        assert_eq!(
            Clock::new(TimeControl::None).left_ms(Player::South, 1 << 40),
            None
        );
    }

    #[test]
    fn the_faces_read_as_clocks_do() {
        assert_eq!(clock_face(247_000), "4:07");
        assert_eq!(clock_face(9_350), "0:09.3");
        assert_eq!(clock_face(MS_PER_DAY - 60_000), "23 h 59 min");
        let names: Vec<String> = TimeControl::CHOICES.iter().map(|c| c.name()).collect();
        assert_eq!(names, ["no clock", "5+3", "10+5", "a day a move"]);
    }
}
