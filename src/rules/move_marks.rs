//! The spots a move touches, by role (where it starts, where it ends, what it takes, the line
//! it makes), read from the events the rules report: what a hint or a review marks on the board.

use super::{AnyMatch, AnyMove, MoveEvent};

/// A move's spots by role. Spots are numbered as in the game's rules.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveMarks {
    /// The piece that steps, or the hole sown from.
    pub from: Vec<u8>,
    /// Where a piece is placed or steps to, or the hole the last seed falls in.
    pub to: Vec<u8>,
    /// What the move takes: removed pieces, captured holes and stones.
    pub taken: Vec<u8>,
    /// The points of a line of three the move makes (Shax).
    pub line: Vec<u8>,
}

impl MoveMarks {
    /// The marks of a move from its events, in order.
    pub fn from_events(events: &[MoveEvent]) -> MoveMarks {
        let mut marks = MoveMarks::default();
        let mut last_drop = None;
        for event in events {
            match *event {
                MoveEvent::Placed { at, .. } => marks.to.push(at),
                MoveEvent::Stepped { from, to, .. } => {
                    marks.from.push(from);
                    marks.to.push(to);
                }
                MoveEvent::LineFormed { points, .. } => marks.line.extend(points.iter()),
                MoveEvent::Removed { at, .. } => marks.taken.push(at),
                MoveEvent::Lifted { hole, .. } if marks.from.is_empty() => marks.from.push(hole),
                MoveEvent::Lifted { .. } | MoveEvent::Relayed { .. } => {}
                MoveEvent::Dropped { hole } => last_drop = Some(hole),
                MoveEvent::SeedsCaptured { hole, .. } => marks.taken.push(hole),
                MoveEvent::ColumnCaptured { front, back, .. } => {
                    marks.taken.push(front);
                    marks.taken.extend(back);
                }
                MoveEvent::Blocked { .. } => {}
            }
        }
        marks.to.extend(last_drop);
        marks.line.retain(|spot| !marks.to.contains(spot));
        marks
    }

    /// The marks of `mv` where `game` stands, found by playing it aside; `None` when the rules
    /// refuse it.
    pub fn of(game: &AnyMatch, mv: AnyMove) -> Option<MoveMarks> {
        let mut aside = game.clone();
        let mut events = Vec::new();
        aside.play_recording(mv, &mut events).ok()?;
        Some(MoveMarks::from_events(&events))
    }

    /// Every spot marked.
    pub fn spots(&self) -> impl Iterator<Item = u8> + '_ {
        self.from
            .iter()
            .chain(&self.to)
            .chain(&self.taken)
            .chain(&self.line)
            .copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{GameId, GameOptions};

    fn marks(game: GameId, moves: &[&str], mv: &str) -> MoveMarks {
        let mut game = AnyMatch::new(game, &GameOptions::default());
        for text in moves {
            game.play_text(text).unwrap();
        }
        let mv = game.parse_move(mv).unwrap();
        MoveMarks::of(&game, mv).unwrap()
    }

    #[test]
    fn a_sowing_marks_its_hole_its_last_seed_and_its_capture() {
        // Sadeqa III from the start (4 seeds a hole): a sows b to e; e holds seeds, so it
        // relays on, and wherever it ends is marked.
        let sown = marks(GameId::Sadeqa, &[], "a");
        assert_eq!(sown.from, [0]);
        assert_eq!(sown.to.len(), 1);
        assert!(sown.line.is_empty());
    }

    #[test]
    fn a_placement_marks_its_point_and_the_line_it_makes() {
        let placed = marks(GameId::Shax, &[], "d2");
        assert_eq!((placed.from.len(), placed.to.len()), (0, 1));
        assert!(placed.taken.is_empty() && placed.line.is_empty());
    }

    #[test]
    fn every_event_kind_finds_its_role() {
        let events = [
            MoveEvent::Lifted { hole: 3, seeds: 2 },
            MoveEvent::Dropped { hole: 4 },
            MoveEvent::Relayed { hole: 4, seeds: 3 },
            MoveEvent::Dropped { hole: 7 },
            MoveEvent::SeedsCaptured {
                captor: crate::rules::Player::South,
                hole: 9,
                seeds: 2,
            },
        ];
        let sown = MoveMarks::from_events(&events);
        assert_eq!(
            (sown.from, sown.to, sown.taken),
            (vec![3], vec![7], vec![9])
        );
        let stepped = MoveMarks::from_events(&[
            MoveEvent::Stepped {
                player: crate::rules::Player::North,
                from: 1,
                to: 2,
            },
            MoveEvent::ColumnCaptured {
                captor: crate::rules::Player::North,
                front: 5,
                back: Some(6),
            },
            MoveEvent::Removed {
                owner: crate::rules::Player::South,
                at: 8,
            },
        ]);
        assert_eq!(
            (stepped.from, stepped.to, stepped.taken),
            (vec![1], vec![2], vec![5, 6, 8])
        );
    }

    #[test]
    fn every_move_of_every_game_shows_where_it_goes_or_what_it_takes() {
        use rand::rngs::SmallRng;
        use rand::{Rng, SeedableRng};
        let mut rng = SmallRng::seed_from_u64(7);
        for game in GameId::ALL {
            for _ in 0..20 {
                let mut play = AnyMatch::new(game, &GameOptions::default());
                for _ in 0..rng.random_range(0..80) {
                    let moves = play.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    for &mv in &moves {
                        let marks = MoveMarks::of(&play, mv).unwrap();
                        assert!(
                            !marks.to.is_empty() || !marks.taken.is_empty(),
                            "{game} {mv}: {marks:?}"
                        );
                    }
                    play.play(moves[rng.random_range(0..moves.len())]).unwrap();
                }
            }
        }
    }
}
