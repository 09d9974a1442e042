//! Opening the game a link or a record holds (the page's address, `daga --open`): at once when
//! it goes on from the kept game, else after asking where it leaves it. Play by link's rules
//! are `play/by_link.rs`'s.

use bevy::prelude::*;

use bevy::ecs::system::SystemParam;

use super::choices::MenuChoices;
use super::online_menu::{JoinField, ask_to_join};
use super::record_problems::problem_words;
use super::records::RecordDialog;
use crate::app::AppSystems;
use crate::app::play::by_link::{by_link, goes_on_from, session_of};
use crate::app::play::online::OnlineRequest;
use crate::app::play::screens::Screen;
use crate::app::play::session::{GameRequest, Session};
use crate::app::storage::page_address::OpenLink;
use crate::app::storage::saved_game::{
    NewGame, SavedGame, kept_game_it_would_replace, worth_keeping,
};
use crate::app::words::{Phrasebook, Words};
use crate::online::RoomCode;
use crate::rules::record_text_of_link;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RecordDialog>()
        .add_systems(Update, open_links.in_set(AppSystems::Select));
}

/// The kept game, if there is one worth keeping.
fn kept(saved: Option<&SavedGame>) -> Option<&Session> {
    match saved {
        Some(SavedGame::Ready(kept)) if worth_keeping(kept) => Some(kept),
        _ => None,
    }
}

/// Whether opening `session` would lose a kept game that it does not go on from.
pub fn replaces_kept_game(saved: Option<&SavedGame>, session: &Session) -> bool {
    kept_game_it_would_replace(saved, NewGame::From(session)).is_some()
}

/// What opening `link` does to the kept game it does not go on from, in the player's words:
/// an older link of the same game, one that leaves it at a move, or another game.
pub fn how_it_leaves(link: &Session, kept: &Session, words: &Phrasebook) -> String {
    let same_game = kept.setup.game == link.setup.game && kept.setup.options == link.setup.options;
    let (ours, theirs) = (kept.game.moves(), link.game.moves());
    let shared = ours.iter().zip(&theirs).take_while(|(a, b)| a == b).count();
    let game = ("game", kept.setup.game.title().into());
    let played = ("played", ours.len().into());
    if !same_game {
        words.with("link-another-game", &[game, played])
    } else if shared == theirs.len() {
        words.with("link-older", &[("stops", theirs.len().into()), played])
    } else {
        words.with(
            "link-leaves-at",
            &[("number", (shared + 1).into()), game, played],
        )
    }
}

/// Opens the game of a link at once, unless it would replace a kept game that it does not go
/// on from: then the dialog asks first. A bad link opens the dialog with what is wrong.
fn open_links(
    mut links: MessageReader<OpenLink>,
    saved: Option<Res<SavedGame>>,
    on_board: Option<Res<Session>>,
    mut dialog: ResMut<RecordDialog>,
    mut requests: MessageWriter<GameRequest>,
    mut commands: Commands,
    mut rooms: RoomLinks,
    words: Res<Words>,
) {
    for OpenLink(link) in links.read() {
        if let Ok(code) = link.parse::<RoomCode>() {
            open_room_link(code, saved.as_deref(), &mut rooms, &mut requests);
            continue;
        }
        let text = record_text_of_link(link);
        let session = match session_of(link) {
            Ok(session) => session,
            Err(e) => {
                let problem = Some(problem_words("link-does-not-open", link, &e, &words));
                *dialog = RecordDialog::opening(text, problem);
                continue;
            }
        };
        // The game on the board is the kept one while it is played (the menu's offer is made
        // only when the menu opens): a link pasted into an open tab cut it silently.
        let playing = on_board
            .as_deref()
            .filter(|on_board| on_board.is_kept() && worth_keeping(on_board));
        let kept_now = playing.or_else(|| kept(saved.as_deref()));
        // A link that would lose the kept game asks first, saying where it leaves it.
        if let Some(kept) = kept_now.filter(|kept| !goes_on_from(&session, kept)) {
            let note = how_it_leaves(&session, kept, &words);
            let (session, newest) = by_link(session, None);
            *dialog = RecordDialog::Replacing {
                session: Box::new(session),
                newest,
                note,
            };
            continue;
        }
        let (session, newest) = by_link(session, kept_now);
        if let Some(newest) = newest {
            commands.insert_resource(newest);
        }
        requests.write(GameRequest::Continue(Box::new(session)));
    }
}

/// What a link to a room needs: the menu's choices and its join field (the menu's, so absent
/// without a window).
#[derive(SystemParam)]
struct RoomLinks<'w> {
    choices: Option<ResMut<'w, MenuChoices>>,
    join: Option<ResMut<'w, JoinField>>,
    online: MessageWriter<'w, OnlineRequest>,
    screen: Option<Res<'w, State<Screen>>>,
}

/// A link to a room (`…/#room=kamu-tevo`): the kept game when it is that room's (a page
/// opened again rejoins it), else the friend's game is joined from the menu.
fn open_room_link(
    code: RoomCode,
    saved: Option<&SavedGame>,
    rooms: &mut RoomLinks,
    requests: &mut MessageWriter<GameRequest>,
) {
    if let Some(SavedGame::Ready(kept)) = saved
        && kept.online.as_ref().is_some_and(|room| room.code == code)
    {
        requests.write(GameRequest::Continue(kept.clone()));
        return;
    }
    let (Some(choices), Some(join)) = (rooms.choices.as_deref_mut(), rooms.join.as_deref_mut())
    else {
        return;
    };
    choices.against_computer = false;
    choices.online = true;
    join.text = code.to_string();
    // Joined from the menu, where the join is seen (and asked about): a link pasted into a tab
    // still on an old game's board was taken, and that game's line put back over the join.
    let on_board = rooms.screen.as_deref().map(State::get) == Some(&Screen::Playing);
    if on_board {
        requests.write(GameRequest::BackToMenu);
    }
    let none = SavedGame::None;
    let saved = saved.unwrap_or(&none);
    ask_to_join(code.as_str(), choices, saved, join, &mut rooms.online);
}

#[cfg(test)]
mod tests {
    use bevy::state::app::StatesPlugin;

    use super::*;

    /// A link to a new room opened in a tab whose board shows a finished game online goes back
    /// to the menu and joins there (a play-test's tab kept the old game on its board).
    #[test]
    fn a_room_link_opened_over_a_game_joins_from_the_menu() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .init_state::<Screen>()
            .add_message::<OpenLink>()
            .add_message::<GameRequest>()
            .add_message::<OnlineRequest>()
            .init_resource::<RecordDialog>()
            .init_resource::<MenuChoices>()
            .init_resource::<JoinField>()
            .insert_resource(Words::new(crate::app::words::Language::English))
            .add_systems(Update, open_links);
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Playing);
        app.update();
        app.world_mut().write_message(OpenLink(
            "https://x.org/daga/#room=kamu-tevo-bada-sini".into(),
        ));
        app.update();
        let requests = app.world().resource::<Messages<GameRequest>>();
        let back = requests.iter_current_update_messages();
        assert!(
            back.into_iter()
                .any(|r| matches!(r, GameRequest::BackToMenu))
        );
        let joins = app.world().resource::<Messages<OnlineRequest>>();
        let joined = joins.iter_current_update_messages().next();
        assert!(
            matches!(joined, Some(OnlineRequest::Join(room)) if room.code.as_str() == "kamu-tevo-bada-sini")
        );
        assert!(app.world().resource::<MenuChoices>().online);
    }

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
        let words = crate::words::english();
        let said = how_it_leaves(&older, &kept, words);
        assert!(
            said.starts_with(
                "This link is older than your game: it stops at move 2, and your game is at move 4."
            ),
            "{said}"
        );
        let fork = session_of("shax first=south moves d2 d6 b6").unwrap();
        let said = how_it_leaves(&fork, &kept, words);
        assert!(
            said.starts_with("This link leaves your game at move 3:"),
            "{said}"
        );
        let other = session_of("sadeqa-iii first=south moves a").unwrap();
        let said = how_it_leaves(&other, &kept, words);
        assert!(said.starts_with("This link is another game"), "{said}");
    }
}
