//! Turning clicks on spots into moves: the legal moves are paths of spots, and a click extends
//! the selected prefix until exactly one move is meant. The rules decide; this only matches.

use bevy::prelude::*;

use super::lesson::NotTheLessonsMove;
use super::puzzle::WrongPuzzleMove;
use super::screens::Turn;
use super::session::{MoveChosen, MoveRefused, Session};
use crate::app::AppSystems;
use crate::app::games::click_path;
use crate::rules::{AnyMatch, AnyMove, MoveEvent, MoveMarks, SpotSet};

/// A person clicked (or pressed Enter on) a spot.
#[derive(Message, Copy, Clone, Debug, PartialEq, Eq)]
pub struct SpotClicked(pub u8);

/// Other choices a person makes while picking a move.
#[derive(Message, Copy, Clone, Debug, PartialEq, Eq)]
pub enum PickAction {
    /// Play the step that formed a jare without removing anything.
    DeclineRemoval,
    /// Drop the selection.
    Cancel,
}

/// A click that matches no legal move, with the spots picked before it (the view shakes the
/// spot and says why).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct ClickRefused {
    pub spot: u8,
    pub picked: Vec<u8>,
}

/// The spots picked so far and what can be picked next.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct Selection {
    pub picked: Vec<u8>,
    /// Spots that continue a legal move from `picked`.
    pub next: Vec<u8>,
    /// True when `picked` is itself a legal move that could also go on (a jare step whose
    /// removal is optional).
    pub can_stop: bool,
    /// The spots of the line or lines that `picked` forms (a Shax jare waiting for its removal),
    /// as the rules report them.
    pub formed: Vec<u8>,
}

/// The legal moves with their click paths, refreshed when the position changes.
#[derive(Resource, Default, Debug, Clone)]
pub struct MovePaths(pub Vec<(Vec<u8>, AnyMove)>);

impl MovePaths {
    /// Whether a tap on `spot` after `picked` is worth showing before it is played, when the
    /// pointer cannot hover (a finger): the tap would complete a move by itself, and that move
    /// reaches beyond the spot (a sowing's path, a step's capture, a placement's line). A plain
    /// placement, or a tap that only picks a piece, is played at once.
    pub fn shown_before_played(&self, game: &AnyMatch, picked: &[u8], spot: u8) -> bool {
        let mut through = picked.to_vec();
        through.push(spot);
        let mut going_on = self.0.iter().filter(|(path, _)| path.starts_with(&through));
        let (Some((path, mv)), None) = (going_on.next(), going_on.next()) else {
            return false;
        };
        *path == through
            && MoveMarks::of(game, *mv)
                .is_some_and(|marks| marks.spots().any(|other| !through.contains(&other)))
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SpotClicked>()
        .add_message::<PickAction>()
        .add_message::<ClickRefused>()
        .init_resource::<Selection>()
        .init_resource::<MovePaths>()
        .add_systems(OnEnter(Turn::AwaitingInput), refresh_paths)
        .add_systems(OnExit(Turn::AwaitingInput), clear_selection)
        .add_systems(
            Update,
            handle_clicks
                .run_if(in_state(Turn::AwaitingInput))
                .in_set(AppSystems::Select),
        )
        .add_systems(Update, start_over.in_set(AppSystems::Present));
}

/// A chosen move that was not played (a lesson asks for another, a puzzle's lets the win go):
/// the picking starts over.
fn start_over(
    mut not_the_lesson: MessageReader<NotTheLessonsMove>,
    mut wrong_in_puzzle: MessageReader<WrongPuzzleMove>,
    mut refused: MessageReader<MoveRefused>,
    paths: Res<MovePaths>,
    mut selection: ResMut<Selection>,
) {
    let not_played =
        not_the_lesson.read().count() + wrong_in_puzzle.read().count() + refused.read().count();
    if not_played > 0 {
        *selection = selection_for(&paths.0, Vec::new());
    }
}

/// The moves a person here can pick now: none while the side to move plays far away (nothing
/// lights up for it, and its clicks are refused and explained).
fn refresh_paths(
    session: Res<Session>,
    mut paths: ResMut<MovePaths>,
    mut selection: ResMut<Selection>,
) {
    paths.0 = match session.far_side_to_move() {
        true => Vec::new(),
        false => session
            .game
            .legal_moves()
            .into_iter()
            .map(|mv| (click_path(mv), mv))
            .collect(),
    };
    *selection = selection_for(&paths.0, Vec::new());
}

fn clear_selection(mut selection: ResMut<Selection>, mut paths: ResMut<MovePaths>) {
    *selection = Selection::default();
    paths.0.clear();
}

/// The selection after picking `picked`.
pub fn selection_for<M>(paths: &[(Vec<u8>, M)], picked: Vec<u8>) -> Selection {
    let mut next: Vec<u8> = paths
        .iter()
        .filter(|(path, _)| path.len() > picked.len() && path.starts_with(&picked))
        .map(|(path, _)| path[picked.len()])
        .collect();
    next.sort_unstable();
    next.dedup();
    let can_stop =
        !picked.is_empty() && paths.iter().any(|(path, _)| *path == picked) && !next.is_empty();
    Selection {
        picked,
        next,
        can_stop,
        formed: Vec::new(),
    }
}

/// The spots of the lines that `mv` forms, from the events the rules report when it is played.
fn lines_formed(session: &Session, mv: AnyMove) -> Vec<u8> {
    let mut game = session.game.clone();
    let mut events = Vec::new();
    if game.play_recording(mv, &mut events).is_err() {
        return Vec::new();
    }
    let points = events
        .iter()
        .fold(SpotSet::EMPTY, |all, event| match *event {
            MoveEvent::LineFormed { points, .. } => all | points,
            _ => all,
        });
    points.iter().collect()
}

/// The move meant by `picked`, if it names exactly one.
fn chosen_move<M: Copy>(paths: &[(Vec<u8>, M)], selection: &Selection) -> Option<M> {
    if selection.next.is_empty() {
        paths
            .iter()
            .find(|(path, _)| *path == selection.picked)
            .map(|&(_, mv)| mv)
    } else {
        None
    }
}

/// The lesson's (or puzzle's) ringed move that ends at `spot` without starting there, if exactly one does.
fn ringed_move_ending_at(session: &Session, spot: u8) -> Option<AnyMove> {
    let mut ending = session.ringed_moves().into_iter().filter(|&mv| {
        !click_path(mv).contains(&spot)
            && MoveMarks::of(&session.game, mv).is_some_and(|marks| marks.to.contains(&spot))
    });
    match (ending.next(), ending.next()) {
        (Some(mv), None) => Some(mv),
        _ => None,
    }
}

fn handle_clicks(
    session: Res<Session>,
    mut clicks: MessageReader<SpotClicked>,
    mut actions: MessageReader<PickAction>,
    paths: Res<MovePaths>,
    mut selection: ResMut<Selection>,
    mut chosen: MessageWriter<MoveChosen>,
    mut refused: MessageWriter<ClickRefused>,
) {
    let at_ply = session.game.ply();
    for action in actions.read() {
        match action {
            PickAction::Cancel => *selection = selection_for(&paths.0, Vec::new()),
            PickAction::DeclineRemoval if selection.can_stop => {
                if let Some(&(_, mv)) = paths.0.iter().find(|(path, _)| *path == selection.picked) {
                    chosen.write(MoveChosen { mv, at_ply });
                    return;
                }
            }
            PickAction::DeclineRemoval => {}
        }
    }
    for &SpotClicked(spot) in clicks.read() {
        // The far side's move comes in a link: nothing here moves for it (the narration says so).
        if session.far_side_to_move() {
            refused.write(ClickRefused {
                spot,
                picked: Vec::new(),
            });
            continue;
        }
        let mut picked = selection.picked.clone();
        if selection.next.contains(&spot) {
            picked.push(spot);
        } else if picked.contains(&spot) {
            // Clicking the selection again drops it.
            picked.clear();
        } else if paths.0.iter().any(|(path, _)| path.first() == Some(&spot)) && picked.len() == 1 {
            // Another piece of one's own: select it instead.
            picked = vec![spot];
        } else if let Some(mv) = ringed_move_ending_at(&session, spot).filter(|_| picked.is_empty())
        {
            // The lesson rings its move's stone and where it goes: a tap on where it goes
            // plays it too (it was refused: "b1 holds none of your stones").
            chosen.write(MoveChosen { mv, at_ply });
            return;
        } else {
            refused.write(ClickRefused {
                spot,
                picked: selection.picked.clone(),
            });
            continue;
        }
        *selection = selection_for(&paths.0, picked);
        if let Some(mv) = chosen_move(&paths.0, &selection) {
            chosen.write(MoveChosen { mv, at_ply });
            return;
        }
        if selection.can_stop
            && let Some(&(_, mv)) = paths.0.iter().find(|(path, _)| *path == selection.picked)
        {
            selection.formed = lines_formed(&session, mv);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paths(moves: &[(&[u8], &'static str)]) -> Vec<(Vec<u8>, &'static str)> {
        moves.iter().map(|&(p, m)| (p.to_vec(), m)).collect()
    }

    fn move_paths(game: &AnyMatch) -> MovePaths {
        MovePaths(
            game.legal_moves()
                .into_iter()
                .map(|mv| (click_path(mv), mv))
                .collect(),
        )
    }

    #[test]
    fn a_finger_sees_a_sowing_before_it_is_played_but_not_a_plain_placement() {
        use crate::rules::{GameId, GameOptions};
        let sowing = GameId::ALL.into_iter().find(|g| g.takes_seeds()).unwrap();
        let game = AnyMatch::new(sowing, &GameOptions::default());
        let paths = move_paths(&game);
        for (path, _) in &paths.0 {
            assert!(paths.shown_before_played(&game, &[], path[0]), "{path:?}");
        }
        // The first game places pieces on an empty board: no line, nothing beyond the spot.
        let placing = AnyMatch::new(GameId::ALL[0], &GameOptions::default());
        let paths = move_paths(&placing);
        assert!(!paths.0.is_empty());
        for (path, _) in &paths.0 {
            assert!(
                !paths.shown_before_played(&placing, &[], path[0]),
                "{path:?}"
            );
        }
        // A spot where no move starts is never shown.
        assert!(!paths.shown_before_played(&placing, &[], 200));
    }

    #[test]
    fn a_jare_step_waits_for_a_removal_or_a_stop() {
        let paths = paths(&[
            (&[1, 2], "s"),
            (&[1, 2, 7], "sx7"),
            (&[1, 2, 8], "sx8"),
            (&[3, 4], "t"),
        ]);
        let start = selection_for(&paths, vec![]);
        assert_eq!(start.next, vec![1, 3]);
        let after_from = selection_for(&paths, vec![1]);
        assert_eq!(after_from.next, vec![2]);
        let after_to = selection_for(&paths, vec![1, 2]);
        assert_eq!(after_to.next, vec![7, 8]);
        assert!(after_to.can_stop);
        assert_eq!(chosen_move(&paths, &after_to), None);
        assert_eq!(
            chosen_move(&paths, &selection_for(&paths, vec![1, 2, 8])),
            Some("sx8")
        );
        assert_eq!(
            chosen_move(&paths, &selection_for(&paths, vec![3, 4])),
            Some("t")
        );
    }
}
