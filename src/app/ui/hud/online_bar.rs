//! The strip over the board in a game online: the room's code and the invitation to copy,
//! what the line is doing (waiting for the friend, the friend's dropped connection counted down,
//! the server out of reach), both clocks, the friend's offers to answer, and resigning, a draw
//! and a take-back.

use bevy::ecs::system::SystemParam;
use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};

use crate::app::paint::palette::egui as colors;
use crate::app::play::online::{Asked, GRACE, LineState, OnlineGame, OnlineRequest};
use crate::app::play::session::Session;
use crate::app::ui::widgets::{finger_sized, size};
use crate::online::{Ending, TimeControl, clock_face};
use crate::rules::Player;

/// Whether the player is asked to confirm resigning.
#[derive(Resource, Default)]
pub(super) struct ResignAsked(bool);

/// What the strip reads and asks; shown by the bar above the board (or the panel beside it),
/// so that the board is fitted beside it and never covered.
#[derive(SystemParam)]
pub(super) struct OnlineStrip<'w> {
    online: Option<Res<'w, OnlineGame>>,
    resign: ResMut<'w, ResignAsked>,
    requests: MessageWriter<'w, OnlineRequest>,
}

impl OnlineStrip<'_> {
    /// The strip, in a game online.
    pub(super) fn show(&mut self, ui: &mut egui::Ui, session: &Session) {
        let Some(online) = self
            .online
            .as_deref()
            .filter(|online| session.online.as_ref() == Some(&online.room))
        else {
            return;
        };
        let now = Instant::now();
        let requests = &mut self.requests;
        ui.separator();
        // A phone's finger: its offers and answers were 18 pixels tall.
        finger_sized(ui);
        line_state(ui, online, now, session.status().is_over(), requests);
        clocks(ui, online, session, now);
        // This side's own buttons come before the friend's question: a question answered and
        // gone then moves nothing under the pointer (after "Decline", "Resign" stood there).
        if !session.status().is_over() && online.state == LineState::Connected {
            own_asks(ui, online, &mut self.resign.0, requests);
        }
        friend_asks(ui, online, requests);
        if let Some(notice) = &online.notice {
            ui.label(RichText::new(notice).color(colors::QUIET_TEXT));
        }
    }
}

/// The invitation a friend needs: in the browser a link to this page with the room, on the
/// desktop the code and the server.
fn invitation(online: &OnlineGame) -> String {
    #[cfg(target_arch = "wasm32")]
    if let Some(location) = web_sys::window().map(|window| window.location())
        && let (Ok(origin), Ok(path)) = (location.origin(), location.pathname())
    {
        return format!("{origin}{path}#room={}", online.room.code);
    }
    format!(
        "Play Daga with me online: room {} on {}",
        online.room.code, online.room.server
    )
}

/// The line's state in a sentence, and what may be done about it; a game `over` is not
/// claimed or called a draw, however the line stands.
fn line_state(
    ui: &mut egui::Ui,
    online: &OnlineGame,
    now: Instant,
    over: bool,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    let code = &online.room.code;
    ui.horizontal_wrapped(|ui| match &online.state {
        LineState::Connecting => {
            ui.label(format!("Room {code}: reaching the server…"));
        }
        LineState::Waiting { dropped: false, .. } => {
            ui.label(
                RichText::new(format!("Room {code}"))
                    .size(size::TITLE)
                    .strong(),
            );
            ui.label("Waiting for your friend: tell them the code, or send the invitation.");
            // Said once copied, as the record's "Copy" does, until the room changes.
            let copied = egui::Id::new(("invitation copied", code));
            if ui.button("Copy the invitation").clicked() {
                ui.ctx().copy_text(invitation(online));
                ui.data_mut(|data| data.insert_temp(copied, true));
            }
            if ui
                .data(|data| data.get_temp::<bool>(copied))
                .unwrap_or(false)
            {
                ui.label(RichText::new("Copied").strong());
            }
        }
        LineState::Connected => {
            ui.label(
                RichText::new(format!("Room {code} · your friend is here"))
                    .color(colors::QUIET_TEXT),
            );
        }
        LineState::Waiting { dropped: true, .. } if over => {
            ui.label(RichText::new("Your friend has left.").color(colors::QUIET_TEXT));
        }
        LineState::Waiting {
            since,
            dropped: true,
        } => dropped(
            ui,
            now.saturating_duration_since(*since),
            online.friend(),
            requests,
        ),
        LineState::Failed { failure, .. } => {
            let words = format!("{} Trying again…", failure.plain());
            ui.label(RichText::new(words).color(colors::WARNING));
        }
        LineState::Mismatch(why) => {
            ui.label(RichText::new(why).color(colors::WARNING));
        }
    });
}

/// The friend's connection dropped: a countdown, then the choice to claim the game, call it a
/// draw, or keep waiting (as lichess offers).
fn dropped(
    ui: &mut egui::Ui,
    gone: std::time::Duration,
    friend: Option<Player>,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    let left = GRACE.saturating_sub(gone);
    if !left.is_zero() {
        let words = format!(
            "Your friend's connection dropped — waiting… {}",
            clock_face(left.as_millis() as u64 + 999)
        );
        ui.label(RichText::new(words).color(colors::WARNING).strong());
        return;
    }
    ui.label(
        RichText::new("Your friend has not come back. You may claim the game, or keep waiting.")
            .color(colors::WARNING),
    );
    if let Some(friend) = friend
        && ui.button("Claim the win").clicked()
    {
        requests.write(OnlineRequest::Claim(Ending::Abandoned(friend)));
    }
    if ui.button("Call it a draw").clicked() {
        requests.write(OnlineRequest::Claim(Ending::DrawAgreed));
    }
}

fn clocks(ui: &mut egui::Ui, online: &OnlineGame, session: &Session, now: Instant) {
    let Some(peer) = &online.peer else { return };
    if peer.clock.control == TimeControl::None {
        return;
    }
    let to_move = session.game.turn().filter(|_| !session.status().is_over());
    let running = online.running_ms(now);
    ui.horizontal(|ui| {
        for (player, who) in [(peer.me, "You"), (peer.them(), "Friend")] {
            let running = if to_move == Some(player) { running } else { 0 };
            let left = peer.clock.left_ms(player, running).unwrap_or(0);
            let text = RichText::new(format!("{who} {}", clock_face(left))).size(size::TITLE);
            ui.label(if to_move == Some(player) {
                text.strong()
            } else {
                text
            });
        }
    });
}

/// The friend's draw offer or take-back request, to answer.
fn friend_asks(
    ui: &mut egui::Ui,
    online: &OnlineGame,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    let Some(asked) = online.asked else { return };
    ui.horizontal_wrapped(|ui| {
        let (words, answer): (String, fn(bool) -> OnlineRequest) = match asked {
            Asked::Draw => (
                "Your friend offers a draw.".into(),
                OnlineRequest::AnswerDraw,
            ),
            Asked::Takeback(_) => (
                "Your friend asks to take back their last move.".into(),
                OnlineRequest::AnswerTakeback,
            ),
            Asked::Dispute { from } => (
                format!("Your friend's app has another game from move {}.", from + 1),
                OnlineRequest::TakeTheirs,
            ),
        };
        let (yes, no) = match asked {
            Asked::Dispute { .. } => ("Take theirs", "Keep mine"),
            _ => ("Accept", "Decline"),
        };
        ui.label(RichText::new(words).strong());
        if ui.button(yes).clicked() {
            requests.write(answer(true));
        }
        if ui.button(no).clicked() {
            requests.write(answer(false));
        }
    });
}

/// Resigning (asked again), offering a draw, asking to take back.
fn own_asks(
    ui: &mut egui::Ui,
    online: &OnlineGame,
    resign_asked: &mut bool,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    ui.horizontal_wrapped(|ui| {
        if *resign_asked {
            ui.label("Resign this game?");
            if ui.button("Yes, resign").clicked() {
                requests.write(OnlineRequest::Resign);
                *resign_asked = false;
            }
            if ui.button("No").clicked() {
                *resign_asked = false;
            }
            return;
        }
        let waiting = online.waiting_for_answer.is_some();
        if ui
            .add_enabled(!waiting, egui::Button::new("Offer a draw"))
            .clicked()
        {
            requests.write(OnlineRequest::OfferDraw);
        }
        if ui
            .add_enabled(!waiting, egui::Button::new("Ask to take back"))
            .clicked()
        {
            requests.write(OnlineRequest::AskTakeback);
        }
        if ui.button("Resign").clicked() {
            *resign_asked = true;
        }
        if waiting {
            ui.label(RichText::new("Waiting for your friend's answer…").color(colors::QUIET_TEXT));
        }
    });
}
