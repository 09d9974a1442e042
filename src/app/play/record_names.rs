//! How a record names its players, the same in every language: `computer-3` for the computer at
//! level 3, and nothing for a person, so a link made in Somali opens in English with the same
//! opponent; the words are chosen when the game is shown.

use crate::ai::Level;
use crate::app::play::setup::{Opponent, Seat, Setup};
use crate::rules::{Player, Record, Tag, tag_value};

/// The tag value naming the computer at `level`.
fn computer_tag(level: Level) -> String {
    format!("computer-{}", level.number())
}

/// The players' tags of a game set up as `setup`: the computer's side named by its level.
pub fn players_tags(setup: &Setup) -> Vec<(Tag, String)> {
    Player::BOTH
        .into_iter()
        .filter_map(|player| match setup.seat(player) {
            Seat::Computer(level) => Some((Tag::player(player), computer_tag(level))),
            _ => None,
        })
        .collect()
}

/// The computer's level a player tag names: `computer-3`, or as links made before records were
/// language-free named it, `Computer_(Club)`.
pub fn computer_named(value: &str) -> Option<Level> {
    Level::ALL.into_iter().find(|&level| {
        value == computer_tag(level) || value == tag_value(&format!("Computer ({})", level.name()))
    })
}

/// Who plays each side as `record` names them: the computer at its level on the side it
/// played, or two people.
pub fn setup_of_record(record: &Record) -> Setup {
    let computer = Player::BOTH.into_iter().find_map(|player| {
        record
            .tag(Tag::player(player))
            .and_then(computer_named)
            .map(|level| (player, level))
    });
    let Some((side, level)) = computer else {
        return Setup::new(record.game, record.options, Opponent::Friend);
    };
    let mut setup = Setup::new(record.game, record.options, Opponent::Computer(level));
    setup.set_seat(side, Seat::Computer(level));
    setup.set_seat(side.opponent(), Seat::Here);
    setup
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{GameId, GameOptions};

    fn record_of(setup: &Setup) -> Record {
        let game = crate::rules::AnyMatch::new(setup.game, &setup.options);
        Record::of(&game, players_tags(setup)).expect("a start position has a record")
    }

    /// Every setup's record brings back the same opponent on the same side, in no language.
    #[test]
    fn a_records_players_come_back_as_they_were() {
        for game in GameId::ALL {
            for level in Level::ALL {
                for side in Player::BOTH {
                    let mut setup = Setup::new(game, GameOptions::default(), Opponent::Friend);
                    setup.set_seat(side, Seat::Computer(level));
                    let record = record_of(&setup);
                    let line = record.to_string();
                    assert!(
                        line.contains(&format!("=computer-{}", level.number())),
                        "{line}"
                    );
                    assert_eq!(setup_of_record(&record), setup, "{line}");
                }
            }
            let friends = Setup::new(game, GameOptions::default(), Opponent::Friend);
            let line = record_of(&friends).to_string();
            assert!(
                !line.contains("south=") && !line.contains("north="),
                "{line}"
            );
            assert_eq!(setup_of_record(&record_of(&friends)), friends);
        }
    }

    /// Links shared before records were language-free still find their opponent; a name that
    /// is no level is a person.
    #[test]
    fn old_english_names_and_peoples_names_are_read() {
        assert_eq!(computer_named("Computer_(Club)"), Some(Level::Club));
        assert_eq!(computer_named("computer-5"), Some(Level::Expert));
        assert_eq!(computer_named("computer-6"), None);
        assert_eq!(computer_named("Amina"), None);
        assert_eq!(computer_named("You"), None);
    }
}
