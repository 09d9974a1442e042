//! Shax match play, as the seed tells it: the winner places first in the next game, each win
//! in a row is a small stone of the winner's colour in the board's centre, cleared when the
//! other player wins; four wins in a row are *gal*, five *gabad*.

use crate::app::games;
use crate::app::words::{Arg, Phrasebook};
use crate::rules::{GameId, Player};

/// Wins in a row in a match.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Streak {
    /// Who won the last decided game (None before any).
    pub holder: Option<Player>,
    pub wins: u32,
}

/// Wins in a row that have a name.
const GAL: u32 = 4;
const GABAD: u32 = 5;

/// Whether `game` is played as a match (its card says so).
pub fn plays_matches(game: GameId) -> bool {
    games::card(game).plays_matches()
}

impl Streak {
    /// The streak after a game that `winner` won (None: a draw, which changes nothing).
    pub fn after(self, winner: Option<Player>) -> Streak {
        match winner {
            None => self,
            Some(w) if self.holder == Some(w) => Streak {
                holder: Some(w),
                wins: self.wins.saturating_add(1),
            },
            Some(w) => Streak {
                holder: Some(w),
                wins: 1,
            },
        }
    }
}

/// The match so far (Shax): who has won how many in a row, and the streak's name.
/// `name` says how a side is called on screen.
pub fn streak_line(
    game: GameId,
    streak: Streak,
    name: impl Fn(Player) -> String,
    words: &Phrasebook,
) -> Option<String> {
    let holder = streak.holder.filter(|_| plays_matches(game))?;
    let side = ("side", Arg::from(name(holder)));
    Some(match streak.wins {
        GAL => words.with("match-gal", &[side]),
        n if n >= GABAD => words.with("match-gabad", &[side]),
        n => words.with("match-streak", &[side, ("wins", n.into())]),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wins_in_a_row_are_counted_and_cleared_by_the_other_player() {
        let mut streak = Streak::default();
        for _ in 0..3 {
            streak = streak.after(Some(Player::South));
        }
        assert_eq!(streak.wins, 3);
        streak = streak.after(None);
        assert_eq!(streak.wins, 3, "a draw changes nothing");
        streak = streak.after(Some(Player::South));
        assert_eq!(streak.wins, GAL);
        streak = streak.after(Some(Player::South));
        assert_eq!(streak.wins, GABAD);
        streak = streak.after(Some(Player::North));
        assert_eq!(
            streak,
            Streak {
                holder: Some(Player::North),
                wins: 1
            }
        );
    }
}
