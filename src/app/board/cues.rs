//! The cues that show a move: from the rules' events, what is set on a spot, what flies where,
//! what lights up and what is heard, each at its time (`animation.rs` plays them).

use bevy::prelude::*;

use super::animation::{FlashKind, TokenLook};
use super::layout::{BOARD_EDGE, StorePlacement, store_rect};
use super::spots::{SpotContents, seed_place};
use crate::app::games::{self, AnyBoard};
use crate::app::play::session::MoveApplied;
use crate::app::sound::sounds::{PlaySound, SoundKind};
use crate::rules::{BoardView, MoveEvent, Player};

/// One thing the board does at a time in a move's timeline.
#[derive(Clone, Debug)]
pub(super) enum Cue {
    Set(u8, SpotContents),
    /// The stores as they are once a capture has landed.
    Stores([u32; 2]),
    Sound(PlaySound),
    /// A spot lights up for `duration` seconds.
    Flash(Vec2, f32, FlashKind),
    /// A line of three lights up from end to end for `duration` seconds.
    LineLight(Vec2, Vec2, f32),
    Fly {
        from: Vec2,
        to: Vec2,
        look: TokenLook,
        duration: f32,
    },
}

/// How far beyond the board's edge a placed piece starts (world units).
const HAND_BEYOND_EDGE: f32 = 60.0;

/// The cues that show `applied`, from the rules' events, with steps of `step` seconds. A view of
/// the board follows the events, so each spot is set to exactly what the rules put there.
pub(super) fn plan(applied: &MoveApplied, step: f32, stores: StorePlacement) -> Vec<(f32, Cue)> {
    let drops = applied
        .events
        .iter()
        .filter(|e| matches!(e, MoveEvent::Dropped { .. }))
        .count()
        .max(1);
    let mut planner = Planner {
        layout: games::board(applied.before.game()),
        stores,
        step,
        // Long sowings speed up so that a move never takes much more than four seconds.
        per_drop: (step * 0.4).min(4.0 / drops as f32),
        view: applied.before.board_view(),
        cues: Vec::new(),
        time: 0.0,
        hand_at: 0,
    };
    for (index, &event) in applied.events.iter().enumerate() {
        planner.view.apply(event);
        let heard = planner.show(event);
        planner.cue(heard, Cue::Sound(SoundKind::of_event(&event, index)));
    }
    planner.cues
}

/// A move's cues being planned: the clock, the board as the events have left it so far, and
/// where the sowing hand is.
struct Planner {
    layout: &'static dyn AnyBoard,
    stores: StorePlacement,
    step: f32,
    per_drop: f32,
    view: BoardView,
    cues: Vec<(f32, Cue)>,
    time: f32,
    hand_at: u8,
}

impl Planner {
    fn at(&self, spot: u8) -> Vec2 {
        self.layout.spot_position(spot)
    }

    fn store(&self, captor: Player) -> Vec2 {
        store_rect(self.layout, captor, self.stores).center()
    }

    fn cue(&mut self, time: f32, cue: Cue) {
        self.cues.push((time, cue));
    }

    /// The spot as the rules have left it so far, shown now.
    fn set(&mut self, spot: u8) {
        let contents = self.view.spots[spot as usize].into();
        self.cue(self.time, Cue::Set(spot, contents));
    }

    fn fly(&mut self, from: Vec2, to: Vec2, look: TokenLook, duration: f32) {
        let fly = Cue::Fly {
            from,
            to,
            look,
            duration,
        };
        self.cue(self.time, fly);
    }

    fn burst(&mut self, spot: u8) {
        let burst = Cue::Flash(self.at(spot), self.step * 1.2, FlashKind::Capture);
        self.cue(self.time, burst);
    }

    /// Plans one event; answers when it is heard: as a piece lands, a slide starts, a seed
    /// drops, a capture reaches the store.
    fn show(&mut self, event: MoveEvent) -> f32 {
        let step = self.step;
        match event {
            MoveEvent::Placed { player, at } => {
                self.fly(
                    hand(self.layout, player),
                    self.at(at),
                    TokenLook::Piece(player),
                    step,
                );
                self.time += step;
                self.set(at);
                self.time
            }
            MoveEvent::Stepped { player, from, to } => {
                self.set(from);
                self.fly(self.at(from), self.at(to), TokenLook::Piece(player), step);
                self.time += step;
                self.set(to);
                self.time - step
            }
            MoveEvent::LineFormed { points, .. } => {
                let points: Vec<u8> = points.iter().collect();
                self.line_formed(&points)
            }
            MoveEvent::Blocked { .. } => {
                self.time += step * 0.3;
                self.time
            }
            MoveEvent::Removed { owner, at } => {
                self.burst(at);
                self.set(at);
                let tray = self.store(owner.opponent());
                self.fly(self.at(at), tray, TokenLook::Piece(owner), step);
                self.time += step;
                self.cue(self.time, Cue::Stores(self.view.stores));
                self.time
            }
            MoveEvent::Lifted { hole, .. } | MoveEvent::Relayed { hole, .. } => {
                self.set(hole);
                self.hand_at = hole;
                self.time
            }
            MoveEvent::Dropped { hole } => self.dropped(hole),
            MoveEvent::SeedsCaptured { captor, hole, .. } => {
                self.captured(captor, &[hole], TokenLook::Seeds)
            }
            MoveEvent::ColumnCaptured {
                captor,
                front,
                back,
            } => {
                let holes: Vec<u8> = std::iter::once(front).chain(back).collect();
                self.captured(captor, &holes, TokenLook::Piece(captor.opponent()))
            }
        }
    }

    /// A line lights up twice, point by point and from end to end; a removal waits for the
    /// first light.
    fn line_formed(&mut self, points: &[u8]) -> f32 {
        let step = self.step;
        for &point in points {
            let flash = Cue::Flash(self.at(point), step * 2.0, FlashKind::Line);
            self.cue(self.time, flash);
        }
        let places: Vec<Vec2> = points.iter().map(|&p| self.at(p)).collect();
        if let Some((from, to)) = farthest_apart(&places) {
            self.cue(self.time, Cue::LineLight(from, to, step * 2.0));
        }
        let heard = self.time;
        self.time += step * 0.6;
        heard
    }

    /// A seed flies from the hand to its own place in the hole, where it is then drawn.
    fn dropped(&mut self, hole: u8) -> f32 {
        let count = self.view.spots[hole as usize].count as usize;
        let landing = self.at(hole) + seed_place(count.saturating_sub(1));
        self.fly(
            self.at(self.hand_at),
            landing,
            TokenLook::Seeds,
            self.per_drop,
        );
        self.time += self.per_drop;
        self.set(hole);
        self.hand_at = hole;
        self.time
    }

    /// What `holes` held bursts out and flies to `captor`'s store.
    fn captured(&mut self, captor: Player, holes: &[u8], look: TokenLook) -> f32 {
        self.time += self.step * 0.3;
        for &hole in holes {
            self.burst(hole);
            self.set(hole);
            self.fly(self.at(hole), self.store(captor), look, self.step);
        }
        let landed = self.time + self.step;
        self.cue(landed, Cue::Stores(self.view.stores));
        landed
    }
}

/// Where a player's pieces come from while placing: beyond the board's corner on their side
/// (south's lower left, north's upper right), so a piece flies in over the board's edge.
fn hand(view: &dyn AnyBoard, player: Player) -> Vec2 {
    let corner = view.board_size() / 2.0 + Vec2::splat(BOARD_EDGE + HAND_BEYOND_EDGE);
    match player {
        Player::South => -corner,
        Player::North => corner,
    }
}

/// The two of `places` farthest apart: a line's ends.
fn farthest_apart(places: &[Vec2]) -> Option<(Vec2, Vec2)> {
    let pairs = places
        .iter()
        .enumerate()
        .flat_map(|(i, a)| places[i + 1..].iter().map(move |b| (*a, *b)));
    pairs.max_by(|x, y| x.0.distance(x.1).total_cmp(&y.0.distance(y.1)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::board::spots::seed_place;
    use crate::rules::{AnyMatch, GameId};

    /// `mv` played in `position`, as the session reports it.
    fn applied(position: &str, mv: &str) -> MoveApplied {
        let mut game = AnyMatch::load(position).unwrap();
        let before = game.position();
        let mv = game.parse_move(mv).unwrap();
        let mut events = Vec::new();
        game.play_recording(mv, &mut events).unwrap();
        MoveApplied {
            mv,
            mover: before.turn().unwrap(),
            before,
            events,
        }
    }

    #[test]
    fn a_sadeqa_relay_is_shown_seed_by_seed() {
        let applied = applied("sadeqa-iii 2,0,1,0,0,0,0,0/0,1,0,5,0,0,0,0 south 0 0", "a");
        let cues = plan(&applied, 0.3, StorePlacement::default());
        let flights = cues
            .iter()
            .filter(|(_, c)| matches!(c, Cue::Fly { .. }))
            .count();
        assert_eq!(
            flights,
            4 + 1,
            "four seeds dropped, then the capture flies off"
        );
        let last_set = cues.iter().rev().find_map(|(_, c)| match c {
            Cue::Set(spot, contents) => Some((*spot, *contents)),
            _ => None,
        });
        assert_eq!(
            last_set,
            Some((11, SpotContents::default())),
            "D is emptied by the capture"
        );
    }

    #[test]
    fn each_sown_seed_flies_to_its_own_place_in_the_hole() {
        // South sows a's two seeds into b (holding 1) and c (empty).
        let applied = applied("sadeqa-iii 2,1,0,0,0,0,0,0/0,0,0,0,0,0,0,5 south 0 0", "a");
        let cues = plan(&applied, 0.3, StorePlacement::default());
        let landings: Vec<Vec2> = cues
            .iter()
            .filter_map(|(_, c)| match c {
                Cue::Fly {
                    to,
                    look: TokenLook::Seeds,
                    ..
                } => Some(*to),
                _ => None,
            })
            .collect();
        let view = games::board(GameId::Sadeqa);
        let hole = |spot: u8| view.spot_position(spot);
        assert_eq!(
            landings[..2],
            [hole(1) + seed_place(1), hole(2) + seed_place(0)],
            "b's second seed, c's first"
        );
    }

    #[test]
    fn a_shax_jare_step_flies_the_piece_and_the_removed_one() {
        let applied = applied(
            "shax S.S..NN./NS.N..S./........ south move 0 0 - 5",
            "d2-d1xa7",
        );
        let cues = plan(&applied, 0.3, StorePlacement::default());
        assert_eq!(
            cues.iter()
                .filter(|(_, c)| matches!(c, Cue::Fly { .. }))
                .count(),
            2
        );
        let view = games::board(GameId::Shax);
        let mut lit: Vec<Vec2> = cues
            .iter()
            .filter_map(|(_, c)| match c {
                Cue::Flash(at, _, FlashKind::Line) => Some(*at),
                _ => None,
            })
            .collect();
        lit.sort_by(|a, b| a.x.total_cmp(&b.x));
        let bursts: Vec<Vec2> = cues
            .iter()
            .filter_map(|(_, c)| match c {
                Cue::Flash(at, _, FlashKind::Capture) => Some(*at),
                _ => None,
            })
            .collect();
        let a7 = (0..24).find(|&s| view.spot_name(s) == "a7").unwrap();
        assert_eq!(
            bursts,
            [view.spot_position(a7)],
            "the removed piece bursts where it stood"
        );
        let line = ["a1", "d1", "g1"].map(|name| {
            (0..24)
                .map(|s| view.spot_position(s))
                .zip((0..24).map(|s| view.spot_name(s)))
                .find(|(_, n)| n == name)
                .unwrap()
                .0
        });
        assert_eq!(lit, line, "the jare a1-d1-g1 lights up");
        let lights: Vec<(Vec2, Vec2)> = cues
            .iter()
            .filter_map(|(_, c)| match c {
                Cue::LineLight(from, to, _) => Some((*from, *to)),
                _ => None,
            })
            .collect();
        assert_eq!(lights.len(), 1, "one light along the line");
        let (from, to) = lights[0];
        let mut ends = [from, to];
        ends.sort_by(|a, b| a.x.total_cmp(&b.x));
        assert_eq!(ends, [line[0], line[2]], "from a1 to g1");
    }
}
