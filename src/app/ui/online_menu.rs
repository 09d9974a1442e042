//! The menu's part for playing a friend online: the clock and the server among the choices,
//! "Host on this computer", inviting (a new room with a code) and joining by a code or a link,
//! with what the line is doing said plainly.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};

use crate::app::paint::palette::egui as colors;
use crate::app::play::online::{IceHelpers, LineState, OnlineGame, OnlineRequest, OnlineRoom};
use crate::app::storage::saved_game::{
    NewGame, NewGameAsked, SavedGame, kept_game_it_would_replace,
};
use crate::app::ui::choices::MenuChoices;
use crate::app::ui::widgets::{
    Replace, ReplaceWords, action_button, panel, replace_dialog, share, size, space, typing_field,
};
use crate::app::words::{Phrasebook, Words};
use crate::online::{RoomCode, SeatToken, TimeControl};

/// What the join field holds and what became of it.
#[derive(Resource, Default, Clone, Debug)]
pub struct JoinField {
    pub text: String,
    /// Why the text is no code, or what the host button met.
    pub error: Option<JoinError>,
    /// A join asked while a game is kept: asked again before the kept game is replaced.
    pub confirm: Option<OnlineRoom>,
}

/// Why a join or "Host on this computer" did not go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JoinError {
    /// The text typed is no room code, nor a link holding one.
    NotACode(String),
    /// The server could not start here (the system's reason, as it gave it); a browser hosts
    /// nothing.
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    CannotHost(String),
}

impl JoinError {
    fn words(&self, words: &Phrasebook) -> String {
        match self {
            JoinError::NotACode(text) => {
                words.with("online-not-a-code", &[("text", text.as_str().into())])
            }
            JoinError::CannotHost(why) => {
                words.with("online-cannot-host", &[("why", why.as_str().into())])
            }
        }
    }
}

/// What the menu's online part reads and asks.
#[derive(SystemParam)]
pub struct OnlinePart<'w, 's> {
    pub online: Option<Res<'w, OnlineGame>>,
    pub join: ResMut<'w, JoinField>,
    pub requests: MessageWriter<'w, OnlineRequest>,
    pub words: Res<'w, Words>,
    #[cfg(all(feature = "online", not(target_arch = "wasm32")))]
    pub hosting: Option<Res<'w, crate::app::play::host::Hosting>>,
    /// Starts "Host on this computer" (a desktop's; the browser hosts nothing).
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    pub commands: Commands<'w, 's>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<JoinField>();
    app.add_systems(
        Update,
        use_the_ice_servers_chosen.run_if(resource_exists_and_changed::<MenuChoices>),
    );
}

/// The lines opened from now on use the STUN and TURN servers the menu holds (none while
/// what is typed there is not usable; the menu says why).
fn use_the_ice_servers_chosen(choices: Res<MenuChoices>, mut helpers: ResMut<IceHelpers>) {
    let chosen = IceHelpers(choices.ice_servers().unwrap_or_default());
    if *helpers != chosen {
        *helpers = chosen;
    }
}

/// Among the choices, for a game online: the clock and the server.
pub fn online_choices(ui: &mut egui::Ui, choices: &mut MenuChoices, part: &mut OnlinePart<'_, '_>) {
    let words = &part.words;
    ui.horizontal_wrapped(|ui| {
        ui.label(words.get("online-clock"));
        for control in TimeControl::CHOICES {
            ui.radio_value(&mut choices.clock, control, clock_name(control, words));
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(part.words.get("online-server"));
        let width = field_width(ui, 260.0);
        typing_field(
            ui,
            egui::TextEdit::singleline(&mut choices.server).desired_width(width),
        );
        host_button(ui, choices, part);
    });
    ice_choices(ui, choices, &part.words);
}

/// A clock's name in the player's words: "no clock", "5+3", "a day a move".
fn clock_name(control: TimeControl, words: &Phrasebook) -> String {
    match control {
        TimeControl::None => words.get("clock-none"),
        TimeControl::Increment { minutes, seconds } => {
            let args = [("minutes", minutes.into()), ("seconds", seconds.into())];
            words.with("clock-increment", &args)
        }
        TimeControl::PerMove { days } => words.with("clock-days-a-move", &[("days", days.into())]),
    }
}

/// A text field's width: `widest`, or what is left of the row on a narrow screen (a field
/// wider than the row pushes the whole menu off a phone's edge).
fn field_width(ui: &egui::Ui, widest: f32) -> f32 {
    widest.min(ui.available_width() - 8.0).max(80.0)
}

/// Across the internet, WebRTC needs a STUN server to find the players' outside addresses and,
/// behind strict networks, a TURN server to relay; players on one network need neither.
fn ice_choices(ui: &mut egui::Ui, choices: &mut MenuChoices, words: &Phrasebook) {
    // A header does not wrap: short enough for a phone's 320 points.
    egui::CollapsingHeader::new(words.get("online-ice-header"))
        .id_salt("ice servers")
        .default_open(!choices.ice_urls.trim().is_empty())
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.label(words.get("online-ice-servers"));
                let width = field_width(ui, 360.0);
                typing_field(
                    ui,
                    egui::TextEdit::singleline(&mut choices.ice_urls)
                        // not the player's: addresses, the same in every language
                        .hint_text("stun:stun.example.org:3478 turn:turn.example.org:3478")
                        .desired_width(width),
                );
            });
            ui.horizontal_wrapped(|ui| {
                ui.label(words.get("online-turn-user"));
                typing_field(
                    ui,
                    egui::TextEdit::singleline(&mut choices.ice_user).desired_width(120.0),
                );
                ui.label(words.get("online-turn-password"));
                typing_field(
                    ui,
                    egui::TextEdit::singleline(choices.ice_password.edit())
                        .password(true)
                        .desired_width(120.0),
                );
            });
            let (said, color) = match choices.ice_servers() {
                Err(error) => (error.to_string(), colors::WARNING),
                Ok(servers) if servers.is_empty() => {
                    (words.get("online-ice-none"), colors::QUIET_TEXT)
                }
                Ok(servers) => {
                    let count = [("count", servers.urls.len().into())];
                    (words.with("online-ice-used", &count), colors::QUIET_TEXT)
                }
            };
            ui.label(RichText::new(said).color(color));
        });
}

#[cfg(all(feature = "online", not(target_arch = "wasm32")))]
fn host_button(ui: &mut egui::Ui, choices: &mut MenuChoices, part: &mut OnlinePart<'_, '_>) {
    use crate::app::play::host::Hosting;
    use crate::online::DEFAULT_PORT;
    match &part.hosting {
        Some(hosting) => {
            let words = &part.words;
            let hosting = hosting.friends_server().map_or_else(
                || words.get("online-hosting-no-address"),
                |server| words.with("online-hosting", &[("server", server.into())]),
            );
            ui.label(RichText::new(hosting).color(colors::QUIET_TEXT));
        }
        None => {
            if ui.button(part.words.get("online-host-here")).clicked() {
                match Hosting::start(DEFAULT_PORT) {
                    Ok(hosting) => {
                        choices.server = hosting.own_server();
                        part.commands.insert_resource(hosting);
                        part.join.error = None;
                    }
                    Err(error) => part.join.error = Some(JoinError::CannotHost(error.to_string())),
                }
            }
        }
    }
}

#[cfg(not(all(feature = "online", not(target_arch = "wasm32"))))]
fn host_button(_: &mut egui::Ui, _: &mut MenuChoices, _: &mut OnlinePart<'_, '_>) {}

/// A new room for the chosen game: the invitation is made, and the game starts (asking first
/// if it would replace the kept game) with the friend's side waiting for them.
pub fn invite(
    choices: &MenuChoices,
    part: &mut OnlinePart<'_, '_>,
    asked: &mut MessageWriter<NewGameAsked>,
) {
    let mut rng = rand::rngs::SmallRng::seed_from_u64(fresh_seed());
    let room = OnlineRoom {
        server: choices.server.trim().to_string(),
        code: RoomCode::random(&mut rng),
        clock: choices.clock,
        seat: SeatToken::fresh(),
    };
    let setup = choices.setup();
    part.requests.write(OnlineRequest::Invite(room));
    asked.write(NewGameAsked(setup));
}

/// A seed no other player's app shares: the operating system's randomness.
pub fn fresh_seed() -> u64 {
    // Without it (never seen), the time still tells two invitations apart.
    getrandom::u64().unwrap_or_else(|_| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |since| since.as_nanos() as u64)
    })
}

use rand::SeedableRng;

/// "Join a friend": a code or a link, and what the line is doing while it joins.
pub fn join_panel(
    ui: &mut egui::Ui,
    choices: &MenuChoices,
    saved: &SavedGame,
    part: &mut OnlinePart<'_, '_>,
) {
    panel().show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.label(
            RichText::new(part.words.get("online-join-title"))
                .size(size::BODY)
                .strong(),
        );
        let width = share(ui.available_width(), 3);
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing.x = space::GAP;
            let field = egui::TextEdit::singleline(&mut part.join.text)
                .hint_text(part.words.get("online-join-hint"))
                .desired_width(2.0 * width);
            let typed = typing_field(ui, field);
            // What was wrong with the last text is no longer said of the one being typed.
            if typed.changed() {
                part.join.error = None;
            }
            let entered = typed.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if action_button(ui, part.words.get("online-join"), None, width).clicked() || entered {
                let text = part.join.text.clone();
                ask_to_join(&text, choices, saved, &mut part.join, &mut part.requests);
            }
        });
        confirm_join(ui.ctx(), saved, part);
        join_status(ui, part);
    });
}

/// Joins the room `text` names (a code or a link), asking first when the friend's game would
/// replace a kept game in progress; a text that is no code says why.
pub fn ask_to_join(
    text: &str,
    choices: &MenuChoices,
    saved: &SavedGame,
    join: &mut JoinField,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    match text.parse::<RoomCode>() {
        Ok(code) => {
            let room = OnlineRoom {
                server: choices.server.trim().to_string(),
                code,
                clock: TimeControl::None,
                seat: SeatToken::fresh(),
            };
            join.error = None;
            // Asked whenever a game is kept for Continue, as Play asks (a match between its
            // games was replaced without asking).
            match kept_game_it_would_replace(Some(saved), NewGame::Fresh) {
                Some(_) => join.confirm = Some(room),
                None => {
                    requests.write(OnlineRequest::Join(room));
                    // Asked: the next code is typed into an empty field, not after this one.
                    join.text.clear();
                }
            }
        }
        Err(error) => join.error = Some(JoinError::NotACode(error.0)),
    }
}

fn confirm_join(ctx: &egui::Context, saved: &SavedGame, part: &mut OnlinePart<'_, '_>) {
    let (Some(room), SavedGame::Ready(kept)) = (part.join.confirm.clone(), saved) else {
        return;
    };
    // A dialog over the screen, as for every new game: a join link's question sat at the foot
    // of the menu, below a phone's fold.
    let words = &part.words;
    let asked = ReplaceWords {
        question: &words.get("join-friends-game"),
        instead: &words.get("friends-game-replaces"),
        replace: &words.get("join-anyway"),
    };
    match replace_dialog(ctx, "join", kept, &asked, words) {
        Some(Replace::Replace) => {
            part.requests.write(OnlineRequest::Join(room));
            part.join.confirm = None;
            part.join.text.clear();
        }
        Some(Replace::Keep) => part.join.confirm = None,
        None => {}
    }
}

/// What the line does while joining, or why the text or the host button failed.
fn join_status(ui: &mut egui::Ui, part: &mut OnlinePart<'_, '_>) {
    let words = &part.words;
    if let Some(error) = &part.join.error {
        ui.label(RichText::new(error.words(words)).color(colors::WARNING));
    }
    let Some(online) = part.online.as_ref().filter(|online| online.peer.is_none()) else {
        return;
    };
    let code = &online.room.code;
    let room = |id: &str| words.with(id, &[("code", code.as_str().into())]);
    let (said, trouble) = match &online.state {
        LineState::Connecting => (room("online-joining"), false),
        LineState::Waiting { .. } => (room("online-joining-waiting"), false),
        LineState::Connected => (words.get("online-joining-met"), false),
        LineState::Failed { failure, .. } => (words.get(failure.word()), true),
        LineState::Mismatch(why) => (words.get(why.word()), true),
    };
    ui.horizontal_wrapped(|ui| {
        let colour = if trouble {
            colors::WARNING
        } else {
            colors::QUIET_TEXT
        };
        ui.label(RichText::new(said).size(size::BODY).color(colour));
        if ui.button(words.get("online-cancel")).clicked() {
            part.requests.write(OnlineRequest::Cancel);
        }
    });
}
