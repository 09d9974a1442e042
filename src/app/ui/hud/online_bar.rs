//! The strip over the board in a game online: the room's code and the invitation to copy,
//! what the line is doing (waiting for the friend, the friend's dropped connection counted down,
//! the server out of reach), both clocks, the friend's offers to answer, and resigning, a draw
//! and a take-back.

use bevy::ecs::system::SystemParam;
use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};

use crate::app::paint::palette::egui as colors;
use crate::app::play::online::{
    Asked, GRACE, LineState, Notice, OnlineGame, OnlineRequest, ending_word,
};
use crate::app::play::session::Session;
use crate::app::ui::widgets::{finger_sized, size};
use crate::app::words::{Phrasebook, Words};
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
    words: Res<'w, Words>,
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
        let words = &*self.words;
        ui.separator();
        // A phone's finger: its offers and answers were 18 pixels tall.
        finger_sized(ui);
        line_state(ui, online, now, session.status().is_over(), requests, words);
        clocks(ui, online, session, now, words);
        // This side's own buttons come before the friend's question: a question answered and
        // gone then moves nothing under the pointer (after "Decline", "Resign" stood there).
        if !session.status().is_over() && online.state == LineState::Connected {
            own_asks(ui, online, &mut self.resign.0, requests, words);
        }
        friend_asks(ui, online, requests, words);
        if let Some(notice) = online.notice {
            let said = notice_words(notice, words);
            ui.label(RichText::new(said).color(colors::QUIET_TEXT));
        }
    }
}

/// What the friend last answered or did, in the player's words.
fn notice_words(notice: Notice, words: &Phrasebook) -> String {
    match notice {
        Notice::Agreed => words.get("online-friend-agreed"),
        Notice::SaidNo => words.get("online-friend-said-no"),
        Notice::Resigned => words.get("online-friend-resigned"),
        Notice::Back => words.get("online-friend-back"),
        Notice::UncheckedEnding(ending) => {
            let claimed = words.get(ending_word(ending));
            words.with("online-friend-claimed", &[("ending", claimed.into())])
        }
    }
}

/// The invitation a friend needs: in the browser a link to this page with the room, on the
/// desktop the code and the server.
fn invitation(online: &OnlineGame, words: &Phrasebook) -> String {
    #[cfg(target_arch = "wasm32")]
    if let Some(location) = web_sys::window().map(|window| window.location())
        && let (Ok(origin), Ok(path)) = (location.origin(), location.pathname())
    {
        return format!("{origin}{path}#room={}", online.room.code);
    }
    let args = [
        ("code", online.room.code.as_str().into()),
        ("server", online.room.server.as_str().into()),
    ];
    words.with("online-invitation", &args)
}

/// The line's state in a sentence, and what may be done about it; a game `over` is not
/// claimed or called a draw, however the line stands.
fn line_state(
    ui: &mut egui::Ui,
    online: &OnlineGame,
    now: Instant,
    over: bool,
    requests: &mut MessageWriter<OnlineRequest>,
    words: &Phrasebook,
) {
    let code = &online.room.code;
    let room = |id: &str| words.with(id, &[("code", code.as_str().into())]);
    ui.horizontal_wrapped(|ui| match &online.state {
        LineState::Connecting => {
            ui.label(room("online-reaching"));
        }
        LineState::Waiting { dropped: false, .. } => {
            ui.label(
                RichText::new(room("online-room"))
                    .size(size::TITLE)
                    .strong(),
            );
            ui.label(words.get("online-waiting"));
            // Said once copied, as the record's "Copy" does, until the room changes.
            let copied = egui::Id::new(("invitation copied", code));
            if ui.button(words.get("online-copy-invitation")).clicked() {
                ui.ctx().copy_text(invitation(online, words));
                ui.data_mut(|data| data.insert_temp(copied, true));
            }
            if ui
                .data(|data| data.get_temp::<bool>(copied))
                .unwrap_or(false)
            {
                ui.label(RichText::new(words.get("copied")).strong());
            }
        }
        LineState::Connected => {
            ui.label(RichText::new(room("online-friend-here")).color(colors::QUIET_TEXT));
        }
        LineState::Waiting { dropped: true, .. } if over => {
            ui.label(RichText::new(words.get("online-friend-left")).color(colors::QUIET_TEXT));
        }
        LineState::Waiting {
            since,
            dropped: true,
        } => dropped(
            ui,
            now.saturating_duration_since(*since),
            online.friend(),
            requests,
            words,
        ),
        LineState::Failed { failure, .. } => {
            let why = words.get(failure.word());
            let said = words.with("online-trying-again", &[("why", why.into())]);
            ui.label(RichText::new(said).color(colors::WARNING));
        }
        LineState::Mismatch(why) => {
            ui.label(RichText::new(words.get(why.word())).color(colors::WARNING));
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
    words: &Phrasebook,
) {
    let left = GRACE.saturating_sub(gone);
    if !left.is_zero() {
        let face = clock_face(left.as_millis() as u64 + 999);
        let said = words.with("online-dropped", &[("left", face.into())]);
        ui.label(RichText::new(said).color(colors::WARNING).strong());
        return;
    }
    ui.label(RichText::new(words.get("online-not-back")).color(colors::WARNING));
    if let Some(friend) = friend
        && ui.button(words.get("online-claim-win")).clicked()
    {
        requests.write(OnlineRequest::Claim(Ending::Abandoned(friend)));
    }
    if ui.button(words.get("online-call-draw")).clicked() {
        requests.write(OnlineRequest::Claim(Ending::DrawAgreed));
    }
}

fn clocks(
    ui: &mut egui::Ui,
    online: &OnlineGame,
    session: &Session,
    now: Instant,
    words: &Phrasebook,
) {
    let Some(peer) = &online.peer else { return };
    if peer.clock.control == TimeControl::None {
        return;
    }
    let to_move = session.game.turn().filter(|_| !session.status().is_over());
    let running = online.running_ms(now);
    ui.horizontal(|ui| {
        let sides = [
            (peer.me, "online-clock-you"),
            (peer.them(), "online-clock-friend"),
        ];
        for (player, who) in sides {
            let running = if to_move == Some(player) { running } else { 0 };
            let left = peer.clock.left_ms(player, running).unwrap_or(0);
            let face = words.with(who, &[("left", clock_face(left).into())]);
            let text = RichText::new(face).size(size::TITLE);
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
    words: &Phrasebook,
) {
    let Some(asked) = online.asked else { return };
    ui.horizontal_wrapped(|ui| {
        let (question, answer): (String, fn(bool) -> OnlineRequest) = match asked {
            Asked::Draw => (words.get("online-offers-draw"), OnlineRequest::AnswerDraw),
            Asked::Takeback(_) => (
                words.get("online-asks-takeback"),
                OnlineRequest::AnswerTakeback,
            ),
            Asked::Dispute { from } => (
                words.with("online-dispute", &[("move", (from + 1).into())]),
                OnlineRequest::TakeTheirs,
            ),
        };
        let (yes, no) = match asked {
            Asked::Dispute { .. } => ("online-take-theirs", "online-keep-mine"),
            _ => ("online-accept", "online-decline"),
        };
        ui.label(RichText::new(question).strong());
        if ui.button(words.get(yes)).clicked() {
            requests.write(answer(true));
        }
        if ui.button(words.get(no)).clicked() {
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
    words: &Phrasebook,
) {
    ui.horizontal_wrapped(|ui| {
        if *resign_asked {
            ui.label(words.get("online-resign-question"));
            if ui.button(words.get("online-resign-yes")).clicked() {
                requests.write(OnlineRequest::Resign);
                *resign_asked = false;
            }
            if ui.button(words.get("online-resign-no")).clicked() {
                *resign_asked = false;
            }
            return;
        }
        let waiting = online.waiting_for_answer.is_some();
        if ui
            .add_enabled(!waiting, egui::Button::new(words.get("online-offer-draw")))
            .clicked()
        {
            requests.write(OnlineRequest::OfferDraw);
        }
        if ui
            .add_enabled(
                !waiting,
                egui::Button::new(words.get("online-ask-takeback")),
            )
            .clicked()
        {
            requests.write(OnlineRequest::AskTakeback);
        }
        if ui.button(words.get("online-resign")).clicked() {
            *resign_asked = true;
        }
        if waiting {
            let waiting = words.get("online-waiting-answer");
            ui.label(RichText::new(waiting).color(colors::QUIET_TEXT));
        }
    });
}
