//! Play by link: the game a link or a record holds, the side whose move came in the link
//! played far away, the newest move shown played, and "Send my move".

use bevy::prelude::*;

use super::record_names;
use super::screens::Turn;
use super::session::{MoveChosen, Session};
use crate::app::AppSystems;
use crate::rules::{AnyMove, Record, RecordError, record_text_of_link};

/// The newest move of an opened link, played once the board shows the position before it, so
/// that the person it was sent to sees it made.
#[derive(Resource, Copy, Clone, Debug, PartialEq, Eq)]
pub struct NewestMove {
    pub mv: AnyMove,
    pub at_ply: usize,
}

/// "Send my move": the side to move now is played far away, by links.
#[derive(Message, Copy, Clone, Debug, PartialEq, Eq)]
pub struct SendMyMove;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SendMyMove>().add_systems(
        Update,
        (
            play_newest_move
                .run_if(resource_exists::<NewestMove>.and_then(in_state(Turn::AwaitingInput))),
            send_my_move.run_if(resource_exists::<Session>),
        )
            .in_set(AppSystems::Select),
    );
}

/// The game a link or a record makes, with the players its tags name: against the computer
/// when it played North (at its level), else for two people.
pub fn session_of(link_or_record: &str) -> Result<Session, RecordError> {
    let (record, game) = Record::read(&record_text_of_link(link_or_record))?;
    Ok(session_of_record(&record, game))
}

/// The game of a record already read, `game` being its moves replayed.
pub fn session_of_record(record: &Record, game: crate::rules::AnyMatch) -> Session {
    let setup = record_names::setup_of_record(record);
    Session {
        game,
        ..Session::new(setup)
    }
}

/// Whether `session` goes on from `kept`: the same game, with the kept moves first.
pub fn goes_on_from(session: &Session, kept: &Session) -> bool {
    kept.setup.game == session.setup.game
        && kept.setup.options == session.setup.options
        && session.game.moves().starts_with(&kept.game.moves())
}

/// The game a link opens, played by link: the kept game itself when the link holds nothing
/// newer; else the link's game, its far side the kept game's (or the side that made the newest
/// move), shown before its newest move, which is then played for the person to see.
pub fn by_link(mut session: Session, kept: Option<&Session>) -> (Session, Option<NewestMove>) {
    if let Some(kept) = kept
        && kept.game.moves() == session.game.moves()
        && goes_on_from(&session, kept)
    {
        return (kept.clone(), None);
    }
    let ply = session.game.ply();
    let mover = ply
        .checked_sub(1)
        .and_then(|last| session.game.turn_at(last));
    // Only a game between two people is played by link; against the computer the person who
    // opens it plays on as South, from the position as it stands.
    if session.setup.computer_level().is_some() {
        return (session, None);
    }
    let far_side = kept.and_then(Session::far_side).or(mover);
    session.setup.set_far_side(far_side);
    let Some(mv) = session.game.last_move() else {
        return (session, None);
    };
    session.game.undo();
    let newest = NewestMove {
        mv,
        at_ply: ply - 1,
    };
    (session, Some(newest))
}

fn play_newest_move(
    newest: Res<NewestMove>,
    session: Res<Session>,
    mut chosen: MessageWriter<MoveChosen>,
    mut commands: Commands,
) {
    if session.game.ply() == newest.at_ply {
        chosen.write(MoveChosen {
            mv: newest.mv,
            at_ply: newest.at_ply,
        });
    }
    commands.remove_resource::<NewestMove>();
}

/// After "Send my move" the side to move is the friend's, far away.
fn send_my_move(mut sent: MessageReader<SendMyMove>, mut session: ResMut<Session>) {
    if sent.read().count() > 0 && session.far_side().is_none() {
        let to_move = session.game.turn();
        session.setup.set_far_side(to_move);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::app::play::session::Opponent;
    use crate::rules::Player;

    #[test]
    fn a_link_is_played_by_link_and_its_newest_move_shown_played() {
        // North opens South's first move: South is far away, and d2 is played before North's eyes.
        let sent = session_of("shax first=south moves d2").unwrap();
        let (opened, newest) = by_link(sent, None);
        assert_eq!(opened.far_side(), Some(Player::South));
        assert_eq!(opened.game.ply(), 0);
        assert_eq!(newest.map(|n| n.mv.to_string()), Some("d2".to_string()));
        // South, who sent it (North far away), gets North's answer: North stays far away.
        let mut kept = session_of("shax first=south moves d2").unwrap();
        kept.setup.set_far_side(Some(Player::North));
        let answer = session_of("shax first=south moves d2 d6").unwrap();
        let (opened, newest) = by_link(answer, Some(&kept));
        assert_eq!(opened.far_side(), Some(Player::North));
        assert_eq!(opened.game.ply(), 1);
        assert_eq!(newest.map(|n| n.at_ply), Some(1));
        // A page opened again on the kept game's own link continues it as it was.
        let same = session_of("shax first=south moves d2").unwrap();
        let (opened, newest) = by_link(same, Some(&kept));
        assert_eq!(
            (opened.far_side(), opened.game.ply(), newest),
            (Some(Player::North), 1, None)
        );
    }

    #[test]
    fn a_record_names_its_opponent_by_north_tag() {
        let computer = session_of("shax first=south north=Computer_(Club) moves d2").unwrap();
        assert_eq!(computer.setup.opponent(), Opponent::Computer(Level::Club));
        let friend = session_of("shax first=south north=Amina moves d2").unwrap();
        assert_eq!(friend.setup.opponent(), Opponent::Friend);
    }
}
