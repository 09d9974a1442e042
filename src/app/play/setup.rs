//! Who plays each side: someone at this screen, the computer at a level, or a friend far away
//! whose moves come in links or live over the network. One seat per side, so the computer's
//! turns, play by link and online play ask the same question.

use crate::ai::Level;
use crate::app::games;
use crate::app::words::Phrasebook;
use crate::rules::{GameId, GameOptions, Player};

/// Who plays north at the menu's choosing (south is a person at this screen). In the files:
/// `"friend"`, or `{"computer": "Club"}` with the level's name.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Opponent {
    /// Two people take turns at one screen.
    Friend,
    Computer(Level),
}

/// Who plays one side.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Seat {
    /// A person at this screen.
    Here,
    Computer(Level),
    /// A friend far away, whose moves come in links ("Send my move").
    ByLink,
    /// A friend far away, whose moves come live over the network (`online.rs`).
    Online,
}

/// Everything chosen for a game: the game, its options and who plays each side.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub game: GameId,
    pub options: GameOptions,
    /// South's seat, then north's.
    seats: [Seat; 2],
}

impl Default for Setup {
    fn default() -> Self {
        Setup::new(
            GameId::ALL[0],
            GameOptions::default(),
            Opponent::Computer(Level::Casual),
        )
    }
}

impl Setup {
    /// South at this screen, north played by `opponent`.
    pub fn new(game: GameId, options: GameOptions, opponent: Opponent) -> Setup {
        let north = match opponent {
            Opponent::Friend => Seat::Here,
            Opponent::Computer(level) => Seat::Computer(level),
        };
        Setup {
            game,
            options,
            seats: [Seat::Here, north],
        }
    }

    pub fn seat(&self, player: Player) -> Seat {
        self.seats[player.index()]
    }

    pub fn set_seat(&mut self, player: Player, seat: Seat) {
        self.seats[player.index()] = seat;
    }

    /// The side shown nearest the player: North when North alone is played here (against the
    /// computer, or a friend far away), else South.
    pub fn seen_from(&self) -> Player {
        match (self.seat(Player::South), self.seat(Player::North)) {
            (Seat::Here, _) | (_, Seat::Computer(_) | Seat::ByLink | Seat::Online) => Player::South,
            _ => Player::North,
        }
    }

    /// True when the computer plays `player`.
    pub fn is_computer(&self, player: Player) -> bool {
        matches!(self.seat(player), Seat::Computer(_))
    }

    /// The computer's level, when it plays a side.
    pub fn computer_level(&self) -> Option<Level> {
        self.seats.iter().find_map(|seat| match seat {
            Seat::Computer(level) => Some(*level),
            _ => None,
        })
    }

    /// Who plays against the person here, as the menu and the files name it: the computer,
    /// or a friend (at this screen or far away).
    pub fn opponent(&self) -> Opponent {
        self.computer_level()
            .map_or(Opponent::Friend, Opponent::Computer)
    }

    /// The side a friend plays far away, by links or online: its moves are not made here.
    pub fn far_side(&self) -> Option<Player> {
        Player::BOTH
            .into_iter()
            .find(|&player| matches!(self.seat(player), Seat::ByLink | Seat::Online))
    }

    /// The side a friend plays online.
    pub fn online_side(&self) -> Option<Player> {
        Player::BOTH
            .into_iter()
            .find(|&player| self.seat(player) == Seat::Online)
    }

    /// A game against a friend online, `far` played there and the other side here.
    pub fn online(game: GameId, options: GameOptions, far: Player) -> Setup {
        let mut setup = Setup::new(game, options, Opponent::Friend);
        setup.set_seat(far, Seat::Online);
        setup
    }

    /// Makes `side` (or nobody) the side played far away by links; the other side is played
    /// here. Only a game between people has one.
    pub fn set_far_side(&mut self, side: Option<Player>) {
        if self.computer_level().is_some() {
            return;
        }
        for player in Player::BOTH {
            let seat = match side == Some(player) {
                true => Seat::ByLink,
                false => Seat::Here,
            };
            self.set_seat(player, seat);
        }
    }

    /// The setup for playing on from a position of this game against `opponent` (the review's
    /// "Play from here"): a player who played one side against the computer, a link or a
    /// friend online keeps that side, and the computer takes the other.
    pub fn played_on_against(&self, opponent: Opponent) -> Setup {
        let mut setup = Setup::new(self.game, self.options, opponent);
        let far = Player::BOTH
            .into_iter()
            .find(|&player| self.seat(player) != Seat::Here);
        if let (Opponent::Computer(level), Some(far)) = (opponent, far) {
            setup.set_seat(far, Seat::Computer(level));
            setup.set_seat(far.opponent(), Seat::Here);
        }
        setup
    }

    /// Whether the screen names `player` "You": the side played here against the computer or
    /// a friend online (two friends at one screen are South and North).
    pub fn is_you(&self, player: Player) -> bool {
        match self.seat(player) {
            Seat::Computer(_) | Seat::Online => false,
            _ => self.computer_level().is_some() || self.online_side().is_some(),
        }
    }

    /// A side's name in one word, where room is short (the stores), in the player's language:
    /// "You", "Computer", "Friend", "South".
    pub fn short_side_called(&self, player: Player, words: &Phrasebook) -> String {
        match self.seat(player) {
            Seat::Computer(_) => words.get("side-computer-short"),
            _ => self.side_called(player, words),
        }
    }

    /// How a side is named on screen, in the player's language: "You", "Computer (Casual)",
    /// "South", "Friend".
    pub fn side_called(&self, player: Player, words: &Phrasebook) -> String {
        match self.seat(player) {
            Seat::Computer(level) => {
                let level = words.get(&format!("level-{}", level.number()));
                words.with("side-computer", &[("level", level.into())])
            }
            Seat::Online => words.get("side-friend"),
            _ if self.is_you(player) => words.get("menu-you"),
            _ => words.get(match player {
                Player::South => "menu-south",
                Player::North => "menu-north",
            }),
        }
    }
}

/// A setup's sides named in the language spoken, for the narrators' sentences.
pub struct Spoken<'a> {
    pub setup: &'a Setup,
    pub words: &'a Phrasebook,
}

impl Setup {
    /// The sides as the narrators name them, in `words`.
    pub fn spoken<'a>(&'a self, words: &'a Phrasebook) -> Spoken<'a> {
        Spoken { setup: self, words }
    }
}

impl games::SideNames for Spoken<'_> {
    fn side_name(&self, player: Player) -> String {
        self.setup.side_called(player, self.words)
    }

    fn is_spoken_to(&self, player: Player) -> bool {
        self.setup.is_you(player)
    }

    fn words(&self) -> &Phrasebook {
        self.words
    }
}

/// A setup names its sides in English (the tests' sentences).
impl games::SideNames for Setup {
    fn side_name(&self, player: Player) -> String {
        self.side_called(player, crate::words::english())
    }

    /// Whoever is named "You" is spoken to as you ("You form", "your chances"), online too.
    fn is_spoken_to(&self, player: Player) -> bool {
        self.is_you(player)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::english;

    /// A dark player who reviews a game against the computer and plays on from it stays dark
    /// (it switched them to light).
    #[test]
    fn playing_on_keeps_the_player_on_their_side() {
        let game = GameId::ALL[1];
        let options = GameOptions::default();
        let mut computer_light = Setup::new(game, options, Opponent::Friend);
        computer_light.set_seat(Player::South, Seat::Computer(Level::Club));
        let on = computer_light.played_on_against(Opponent::Computer(Level::Strong));
        assert_eq!(on.seat(Player::South), Seat::Computer(Level::Strong));
        assert_eq!(on.seat(Player::North), Seat::Here);
        let online = Setup::online(game, options, Player::South);
        let on = online.played_on_against(Opponent::Computer(Level::Casual));
        assert_eq!(on.seat(Player::North), Seat::Here, "the side played here");
        let friends = Setup::new(game, options, Opponent::Friend);
        let on = friends.played_on_against(Opponent::Computer(Level::Casual));
        assert_eq!(
            on,
            Setup::new(game, options, Opponent::Computer(Level::Casual))
        );
        let on = computer_light.played_on_against(Opponent::Friend);
        assert_eq!(on, Setup::new(game, options, Opponent::Friend));
    }

    /// "You forms the first jare", "You removes", "You's chances" were seen online: a side
    /// named "You" must be spoken to as you in every kind of game.
    #[test]
    fn a_side_named_you_is_spoken_to_as_you_in_every_kind_of_game() {
        use crate::app::games::{SideNames, said_of_side};
        let game = GameId::ALL[0];
        let options = GameOptions::default();
        let mut by_link = Setup::new(game, options, Opponent::Friend);
        by_link.set_far_side(Some(Player::North));
        let setups = [
            Setup::new(game, options, Opponent::Computer(Level::Club)),
            Setup::new(game, options, Opponent::Friend),
            by_link,
            Setup::online(game, options, Player::North),
            Setup::online(game, options, Player::South),
        ];
        for setup in setups {
            for player in Player::BOTH {
                let name = SideNames::side_name(&setup, player);
                let sentence = said_of_side(&setup, "shax-first-jare", player, &[]);
                match name == "You" {
                    true => assert_eq!(sentence, "You form the first jare: you will remove first."),
                    false => assert_eq!(
                        sentence,
                        format!("{name} forms the first jare: {name} will remove first.")
                    ),
                }
            }
        }
    }

    #[test]
    fn the_board_is_seen_from_the_side_played_here_alone() {
        let game = GameId::ALL[0];
        let options = GameOptions::default();
        let mut friends = Setup::new(game, options, Opponent::Friend);
        assert_eq!(friends.seen_from(), Player::South, "both here: as always");
        friends.set_far_side(Some(Player::South));
        assert_eq!(
            friends.seen_from(),
            Player::North,
            "a link's friend plays North"
        );
        assert_eq!(
            Setup::online(game, options, Player::North).seen_from(),
            Player::South
        );
        assert_eq!(
            Setup::online(game, options, Player::South).seen_from(),
            Player::North
        );
        let computer = Setup::new(game, options, Opponent::Computer(Level::Club));
        assert_eq!(computer.seen_from(), Player::South);
    }

    #[test]
    fn each_side_has_its_seat() {
        let game = GameId::ALL[0];
        let mut friends = Setup::new(game, GameOptions::default(), Opponent::Friend);
        assert_eq!(friends.seat(Player::North), Seat::Here);
        assert_eq!(friends.side_called(Player::North, english()), "North");
        friends.set_far_side(Some(Player::South));
        assert_eq!(
            (friends.seat(Player::South), friends.seat(Player::North)),
            (Seat::ByLink, Seat::Here)
        );
        assert_eq!(friends.far_side(), Some(Player::South));
        assert_eq!(friends.opponent(), Opponent::Friend);
        let club = Opponent::Computer(Level::Club);
        let mut computer = Setup::new(game, GameOptions::default(), club);
        assert!(computer.is_computer(Player::North) && !computer.is_computer(Player::South));
        let north = computer.side_called(Player::North, english());
        assert_eq!(north, "Computer (Club)");
        assert_eq!(computer.short_side_called(Player::South, english()), "You");
        computer.set_far_side(Some(Player::South));
        assert_eq!(
            computer.far_side(),
            None,
            "no game against the computer is played by link"
        );
        assert_eq!(computer.opponent(), club);
    }
}
