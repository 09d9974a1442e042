//! Opening the game a link or a record holds (the page's address, `daga --open`), and play by
//! link: the side whose move came in the link is played far away, the newest move is shown
//! played, and the kept game follows the newest link.

use bevy::prelude::*;

use super::records::{RecordDialog, problem_words};
use crate::ai::Level;
use crate::app::AppSystems;
use crate::app::play::screens::Turn;
use crate::app::play::session::{GameRequest, MoveChosen, Opponent, Session, Setup};
use crate::app::storage::page_address::OpenLink;
use crate::app::storage::saved_game::{SavedGame, worth_keeping};
use crate::rules::{AnyMove, Player, Record, RecordError, Tag, record_text_of_link, tag_value};

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
    app.init_resource::<RecordDialog>()
        .add_message::<SendMyMove>()
        .add_systems(Update, open_links.in_set(AppSystems::Select))
        .add_systems(
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
    let setup = Setup {
        game: record.game,
        options: record.options,
        opponent: opponent_of(&record),
    };
    Ok(Session {
        game,
        ..Session::new(setup)
    })
}

/// Who played North, as the record names them: the computer at a level, or a friend.
fn opponent_of(record: &Record) -> Opponent {
    let named = |level: Level| {
        let setup = Setup {
            opponent: Opponent::Computer(level),
            ..Setup::default()
        };
        record.tag(Tag::North) == Some(tag_value(&setup.side_name(Player::North)).as_str())
    };
    Level::ALL
        .into_iter()
        .find(|&level| named(level))
        .map_or(Opponent::Friend, Opponent::Computer)
}

/// The kept game, if there is one worth keeping.
fn kept(saved: Option<&SavedGame>) -> Option<&Session> {
    match saved {
        Some(SavedGame::Ready(kept)) if worth_keeping(kept) => Some(kept),
        _ => None,
    }
}

/// Whether `session` goes on from `kept`: the same game, with the kept moves first.
fn goes_on_from(session: &Session, kept: &Session) -> bool {
    kept.setup.game == session.setup.game
        && kept.setup.options == session.setup.options
        && session.game.moves().starts_with(&kept.game.moves())
}

/// Whether opening `session` would lose a kept game that it does not go on from.
pub fn replaces_kept_game(saved: Option<&SavedGame>, session: &Session) -> bool {
    kept(saved).is_some_and(|kept| !goes_on_from(session, kept))
}

/// What opening `link` does to the kept game it does not go on from, in the player's words:
/// an older link of the same game, one that leaves it at a move, or another game.
pub fn how_it_leaves(link: &Session, kept: &Session) -> String {
    let same_game = kept.setup.game == link.setup.game && kept.setup.options == link.setup.options;
    let (ours, theirs) = (kept.game.moves(), link.game.moves());
    let shared = ours.iter().zip(&theirs).take_while(|(a, b)| a == b).count();
    let kept_words = format!("{}, {} moves played", kept.setup.game.title(), ours.len());
    if !same_game {
        format!("This link is another game: opening it replaces your kept game ({kept_words}).")
    } else if shared == theirs.len() {
        format!(
            "This link is older than your game: it stops at move {}, and your game is at move \
             {}. Opening it takes your game back there.",
            theirs.len(),
            ours.len()
        )
    } else {
        format!(
            "This link leaves your game at move {}: opening it replaces your game ({kept_words}).",
            shared + 1
        )
    }
}

/// Opens the game of a link at once, unless it would replace a kept game that it does not go
/// on from: then the dialog asks first. A bad link opens the dialog with what is wrong.
fn open_links(
    mut links: MessageReader<OpenLink>,
    saved: Option<Res<SavedGame>>,
    mut dialog: ResMut<RecordDialog>,
    mut requests: MessageWriter<GameRequest>,
    mut commands: Commands,
) {
    for OpenLink(link) in links.read() {
        let text = record_text_of_link(link);
        let session = match session_of(link) {
            Ok(session) => session,
            Err(e) => {
                let problem = Some(problem_words(
                    "This link's game does not open",
                    &e.to_string(),
                ));
                *dialog = RecordDialog::opening(text, problem);
                continue;
            }
        };
        // A link that would lose the kept game asks first, saying where it leaves it.
        if let Some(kept) = kept(saved.as_deref()).filter(|kept| !goes_on_from(&session, kept)) {
            let note = how_it_leaves(&session, kept);
            let (session, newest) = by_link(session, None);
            *dialog = RecordDialog::Replacing {
                session: Box::new(session),
                newest,
                note,
            };
            continue;
        }
        let (session, newest) = by_link(session, kept(saved.as_deref()));
        if let Some(newest) = newest {
            commands.insert_resource(newest);
        }
        requests.write(GameRequest::Continue(Box::new(session)));
    }
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
    if session.setup.opponent != Opponent::Friend {
        return (session, None);
    }
    session.far_side = kept.and_then(|kept| kept.far_side).or(mover);
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
    if sent.read().count() > 0 && session.far_side.is_none() {
        session.far_side = session.game.turn();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_that_goes_on_from_the_kept_game_replaces_it_without_asking() {
        let kept = session_of("shax first=south moves d2 d6").unwrap();
        let saved = SavedGame::Ready(Box::new(kept));
        let answer = session_of("shax first=south moves d2 d6 b4").unwrap();
        assert!(!replaces_kept_game(Some(&saved), &answer));
        let other = session_of("shax first=south moves b4 d6").unwrap();
        assert!(replaces_kept_game(Some(&saved), &other));
        let other_game = session_of("sadeqa-iii first=south moves a").unwrap();
        assert!(replaces_kept_game(Some(&saved), &other_game));
        assert!(!replaces_kept_game(Some(&SavedGame::None), &other));
    }

    #[test]
    fn a_link_that_does_not_go_on_says_where_it_leaves_the_kept_game() {
        let kept = session_of("shax first=south moves d2 d6 b4 f4").unwrap();
        let older = session_of("shax first=south moves d2 d6").unwrap();
        assert!(
            how_it_leaves(&older, &kept).starts_with(
                "This link is older than your game: it stops at move 2, and your game is at move 4."
            ),
            "{}",
            how_it_leaves(&older, &kept)
        );
        let fork = session_of("shax first=south moves d2 d6 b6").unwrap();
        assert!(how_it_leaves(&fork, &kept).starts_with("This link leaves your game at move 3:"));
        let other = session_of("sadeqa-iii first=south moves a").unwrap();
        assert!(how_it_leaves(&other, &kept).starts_with("This link is another game"));
    }

    #[test]
    fn a_link_is_played_by_link_and_its_newest_move_shown_played() {
        // North opens South's first move: South is far away, and d2 is played before North's eyes.
        let sent = session_of("shax first=south moves d2").unwrap();
        let (opened, newest) = by_link(sent, None);
        assert_eq!(opened.far_side, Some(Player::South));
        assert_eq!(opened.game.ply(), 0);
        assert_eq!(newest.map(|n| n.mv.to_string()), Some("d2".to_string()));
        // South, who sent it (North far away), gets North's answer: North stays far away.
        let mut kept = session_of("shax first=south moves d2").unwrap();
        kept.far_side = Some(Player::North);
        let answer = session_of("shax first=south moves d2 d6").unwrap();
        let (opened, newest) = by_link(answer, Some(&kept));
        assert_eq!(opened.far_side, Some(Player::North));
        assert_eq!(opened.game.ply(), 1);
        assert_eq!(newest.map(|n| n.at_ply), Some(1));
        // A page opened again on the kept game's own link continues it as it was.
        let same = session_of("shax first=south moves d2").unwrap();
        let (opened, newest) = by_link(same, Some(&kept));
        assert_eq!(
            (opened.far_side, opened.game.ply(), newest),
            (Some(Player::North), 1, None)
        );
    }
}
