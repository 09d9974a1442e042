//! A game against a friend online: the room it is played in, the line to it, and the board
//! kept in step with the game both sides agree on (`online::Peer` checks every move that comes
//! in by the rules; the board follows it, so nothing from far away moves this side's pieces).

use std::time::Duration;

// The moment of reading, not `Time<Real>`: that is the end of the frame before, which after
// the window slept for a while is that long ago.
use bevy::platform::time::Instant;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::winit::EventLoopProxyWrapper;

use super::line::{Line, LineFailure, LineNews};
use super::screens::{Screen, Turn};
use super::session::{BoardReset, GameRequest, MoveApplied, MoveChosen, Seat, Session, Setup};
use super::wake::{WakeUp, next_tick};
use crate::ai::Level;
use crate::app::AppSystems;
use crate::online::{
    Ending, Event, IceServers, Message, Peer, Refusal, RoomCode, SILENT_AFTER_MEETING, SeatToken,
    TimeControl,
};
use crate::rules::{GameId, Player};

/// Where a game online is played: the signalling server, the room, and the clock the inviter
/// chose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OnlineRoom {
    /// `ws://host:port` or `wss://host`.
    pub server: String,
    pub code: RoomCode,
    pub clock: TimeControl,
    /// This player's secret for their seat, kept with the game (never in the invitation): with
    /// it the server gives the seat back to this player's new connection while the old one,
    /// dead without closing (a phone that changed networks), still holds it.
    pub seat: SeatToken,
}

impl OnlineRoom {
    /// The room's address on the server, with this player's seat token.
    pub fn url(&self) -> String {
        let server = self.server.trim_end_matches('/');
        format!("{server}/{}?seat={}", self.code, self.seat.as_str())
    }
}

/// How the line stands, as the player is told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineState {
    /// Reaching the server.
    Connecting,
    /// In the room, alone: the friend has not come yet, or left at `since` (`dropped`).
    Waiting { since: Instant, dropped: bool },
    /// Both players are in the room.
    Connected,
    /// The server could not be reached or refused; during a game the line is tried again at
    /// `retry_at`.
    Failed {
        failure: LineFailure,
        retry_at: Option<Instant>,
    },
    /// The friend's program does not fit this one: another version, or another game in the
    /// room. Nothing is played.
    Mismatch(String),
}

/// What the friend asked that waits for an answer here.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    Draw,
    /// To take the game back to its first `ply` moves.
    Takeback(usize),
}

/// The game online in progress (or being joined), with its line.
#[derive(Resource)]
pub struct OnlineGame {
    pub room: OnlineRoom,
    line: Line,
    /// This side's game as agreed with the other; `None` while joining, until the inviter's
    /// hello tells the game.
    pub peer: Option<Peer>,
    pub state: LineState,
    pub asked: Option<Asked>,
    /// This side's own offer or request, waiting for the friend's answer.
    pub waiting_for_answer: Option<Asked>,
    /// What the friend last answered or did, in a sentence.
    pub notice: Option<String>,
    /// When the side to move began its move (for the time it uses).
    turn_began: Instant,
    /// The ply `turn_began` belongs to.
    turn_ply: usize,
    /// When the friend was met, while nothing has come from them since: a line that stays
    /// silent is opened anew (`SILENT_AFTER_MEETING`).
    met_at: Option<Instant>,
    /// When a refused message was last answered with this side's game: a flood of bad
    /// messages is answered at most once a second.
    answered_refusal: Option<Instant>,
    /// When the line was last opened: "Connecting" lasts at most `CONNECTING_AT_MOST`.
    opened_at: Instant,
    /// Tries of the line in a row that failed: each waits twice as long as the one before.
    failures: u32,
}

impl OnlineGame {
    /// The friend's side, once the game is known.
    pub fn friend(&self) -> Option<Player> {
        self.peer.as_ref().map(Peer::them)
    }

    /// Milliseconds the side to move has used on its current move.
    pub fn running_ms(&self, now: Instant) -> u64 {
        now.saturating_duration_since(self.turn_began).as_millis() as u64
    }
}

/// A game to be started online by inviting: its room, taken by the session the next
/// `GameRequest::Start` of an online setup makes.
#[derive(Resource, Clone, Debug)]
pub struct PendingInvite(pub OnlineRoom);

/// `--bot N`: the computer plays this side of the game online at a level, and the app prints
/// the record and ends once the game is over (a bot, and the tests' player).
#[derive(Resource, Copy, Clone, Debug, PartialEq, Eq)]
pub struct Bot(pub Level);

/// What the menu and the HUD ask of a game online.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum OnlineRequest {
    /// Invite a friend: the room for the online game about to start (asked for beside it).
    Invite(OnlineRoom),
    /// Join a friend's room; the game comes with the friend's hello.
    Join(OnlineRoom),
    Resign,
    OfferDraw,
    AnswerDraw(bool),
    AskTakeback,
    AnswerTakeback(bool),
    /// The friend left and has not come back: their loss, or a draw.
    Claim(Ending),
    /// Stop joining (from the menu).
    Cancel,
}

/// The STUN and TURN servers the player set (none: players on one network).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct IceHelpers(pub IceServers);

/// Opens lines with the player's STUN and TURN servers, waking the window on their news.
#[derive(SystemParam)]
pub struct LineOpener<'w> {
    helpers: Option<Res<'w, IceHelpers>>,
    wake: Option<Res<'w, EventLoopProxyWrapper>>,
}

impl LineOpener<'_> {
    fn open(&self, room: &OnlineRoom) -> Line {
        let helpers = self.helpers.as_deref().map(|h| &h.0);
        Line::open(&room.url(), helpers, self.wake.as_deref())
    }
}

/// How long a friend who left is waited for before this side may claim the game.
pub const GRACE: Duration = Duration::from_secs(45);
/// How long a line that failed during a game waits before it is tried again, the first time.
const RETRY: Duration = Duration::from_secs(3);
/// The longest it waits.
const RETRY_AT_MOST: Duration = Duration::from_secs(60);
/// How long "Connecting" may last before the line is said to have failed: a server that takes
/// the connection and never answers (or a network that swallows it) left it for ever.
pub const CONNECTING_AT_MOST: Duration = Duration::from_secs(15);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<IceHelpers>();
    app.add_message::<OnlineRequest>().add_systems(
        Update,
        (
            take_requests,
            attach_invited_room.run_if(resource_exists::<Session>),
            open_the_line,
            read_the_line.run_if(resource_exists::<OnlineGame>),
            keep_in_step.run_if(
                resource_exists::<OnlineGame>
                    .and_then(resource_exists::<Session>)
                    .and_then(in_state(Screen::Playing)),
            ),
            watch_the_time.run_if(resource_exists::<OnlineGame>),
        )
            .chain()
            .in_set(AppSystems::Select),
    );
    app.add_systems(
        Update,
        bot_leaves_when_over.run_if(resource_exists::<Bot>.and_then(resource_exists::<Session>)),
    );
    app.add_systems(
        Update,
        send_my_moves
            .run_if(resource_exists::<OnlineGame>)
            .after(AppSystems::Apply)
            .before(AppSystems::Present),
    );
}

/// The room of an online game just started by inviting.
fn attach_invited_room(
    mut session: ResMut<Session>,
    pending: Option<Res<PendingInvite>>,
    mut commands: Commands,
) {
    if session.online.is_some() || session.setup.online_side().is_none() || !session.is_kept() {
        return;
    }
    if let Some(pending) = pending {
        session.online = Some(pending.0.clone());
        commands.remove_resource::<PendingInvite>();
    }
}

/// Opens the line of the session's room (a new invite, a continued game: its line is opened
/// again, and the two sides agree from their records), and closes a line no game needs.
fn open_the_line(
    mut commands: Commands,
    mut session: Option<ResMut<Session>>,
    online: Option<Res<OnlineGame>>,
    screen: Res<State<Screen>>,
    bot: Option<Res<Bot>>,
    opener: LineOpener,
) {
    let wanted = session
        .as_deref()
        .filter(|session| session.is_kept())
        .and_then(|session| session.online.clone());
    let joining = online.as_ref().is_some_and(|online| online.peer.is_none());
    let playing = *screen.get() == Screen::Playing;
    match (wanted, &online) {
        (Some(room), Some(online)) if online.room == room => {}
        // A join in progress on the menu keeps its line until the friend's game comes.
        (_, Some(_)) if joining && !playing => {}
        (Some(room), _) if playing => {
            // Borrowed mutably only here: a mutable borrow counts as a change of the game.
            let Some(session) = session.as_deref_mut() else {
                return;
            };
            let Some(far) = session.setup.online_side() else {
                return;
            };
            if let Some(Bot(level)) = bot.as_deref() {
                // A bot started again plays its side of the kept game.
                session
                    .setup
                    .set_seat(far.opponent(), Seat::Computer(*level));
            }
            let mut peer = Peer::new(
                session.game.clone(),
                session.setup.options,
                far.opponent(),
                room.clock,
            );
            peer.ending = session.ending;
            let line = opener.open(&room);
            commands.insert_resource(online_game(room, line, Some(peer), Instant::now()));
        }
        (_, Some(_)) => commands.remove_resource::<OnlineGame>(),
        _ => {}
    }
}

fn online_game(room: OnlineRoom, line: Line, peer: Option<Peer>, now: Instant) -> OnlineGame {
    OnlineGame {
        room,
        line,
        turn_ply: peer.as_ref().map_or(0, |peer| peer.game.ply()),
        peer,
        state: LineState::Connecting,
        asked: None,
        waiting_for_answer: None,
        notice: None,
        turn_began: now,
        met_at: None,
        answered_refusal: None,
        opened_at: now,
        failures: 0,
    }
}

impl OnlineGame {
    /// Opens the line anew (its last try failed, or it stayed silent).
    fn open_again(&mut self, opener: &LineOpener, now: Instant) {
        self.line = opener.open(&self.room);
        self.state = LineState::Connecting;
        self.opened_at = now;
    }

    /// The line failed: said, and tried again later during a game (the longer the more tries
    /// in a row failed), while a join only says what went wrong.
    fn failed(&mut self, failure: LineFailure, now: Instant) {
        let retry_at = self
            .peer
            .is_some()
            .then(|| now + retry_after(self.failures));
        self.failures += 1;
        self.state = LineState::Failed { failure, retry_at };
    }
}

/// How long a line that failed `failures` times in a row waits before it is tried again: 3 s,
/// then twice as long each time, at most a minute (a server that is down is not hammered).
pub fn retry_after(failures: u32) -> Duration {
    (RETRY * 2u32.saturating_pow(failures.min(5))).min(RETRY_AT_MOST)
}

/// The menu's and the HUD's requests.
fn take_requests(
    mut requests: MessageReader<OnlineRequest>,
    mut commands: Commands,
    mut online: Option<ResMut<OnlineGame>>,
    session: Option<Res<Session>>,
    opener: LineOpener,
) {
    for request in requests.read() {
        match request {
            // The game itself starts as every new game does (the menu's `NewGameAsked`, which
            // asks first when it would replace the kept game); its room waits for it.
            OnlineRequest::Invite(room) => {
                commands.insert_resource(PendingInvite(room.clone()));
            }
            OnlineRequest::Join(room) => {
                let line = opener.open(room);
                commands.insert_resource(online_game(room.clone(), line, None, Instant::now()));
            }
            OnlineRequest::Cancel => commands.remove_resource::<OnlineGame>(),
            // Played on this side's game only while a game is on the board; the ending it
            // makes is adopted by `keep_in_step`, which also ends the turn.
            request => {
                if let (Some(online), true) = (online.as_deref_mut(), session.is_some()) {
                    in_game_request(request, online, Instant::now());
                }
            }
        }
    }
}

/// Resigning, a draw, a take-back, a claim: played on this side's game and told to the other.
fn in_game_request(request: &OnlineRequest, online: &mut OnlineGame, now: Instant) {
    let Some(peer) = online.peer.as_mut() else {
        return;
    };
    // What the friend last answered is old news once this side asks or answers anew.
    online.notice = None;
    let message = match request {
        OnlineRequest::Resign => Some(peer.resign()),
        OnlineRequest::OfferDraw => {
            online.waiting_for_answer = Some(Asked::Draw);
            peer.offer_draw()
        }
        OnlineRequest::AnswerDraw(accepted) => {
            online.asked = None;
            Some(peer.answer_draw(*accepted))
        }
        OnlineRequest::AskTakeback => {
            let message = peer.ask_takeback();
            if let Some(Message::TakebackRequest { ply }) = message {
                online.waiting_for_answer = Some(Asked::Takeback(ply));
            }
            message
        }
        OnlineRequest::AnswerTakeback(accepted) => match online.asked.take() {
            Some(Asked::Takeback(ply)) => Some(peer.answer_takeback(ply, *accepted)),
            _ => None,
        },
        OnlineRequest::Claim(ending) => {
            let gone = matches!(online.state, LineState::Waiting { since, dropped: true }
                if now.saturating_duration_since(since) >= GRACE);
            gone.then(|| peer.claim(*ending))
        }
        OnlineRequest::Invite(_) | OnlineRequest::Join(_) | OnlineRequest::Cancel => None,
    };
    if let Some(message) = message {
        online.line.send(&message);
    }
}

/// What came over the line: the friend coming and going, and their messages, each checked by
/// this side's game (`Peer::receive`) before anything changes.
fn read_the_line(
    mut online: ResMut<OnlineGame>,
    bot: Option<Res<Bot>>,
    mut game_requests: MessageWriter<GameRequest>,
) {
    let now = Instant::now();
    for news in online.line.take_news() {
        match news {
            LineNews::InRoom if online.state == LineState::Connecting => {
                online.failures = 0;
                online.state = LineState::Waiting {
                    since: now,
                    dropped: false,
                };
            }
            LineNews::InRoom => {}
            LineNews::Met => {
                online.failures = 0;
                online.state = LineState::Connected;
                online.met_at = Some(now);
                if let Some(hello) = online.peer.as_ref().map(Peer::hello) {
                    online.line.send(&hello);
                }
            }
            LineNews::Parted => {
                online.state = LineState::Waiting {
                    since: now,
                    dropped: true,
                };
            }
            LineNews::Closed(failure) => online.failed(failure, now),
            LineNews::Packet(bytes) => {
                online.met_at = None;
                if let Some(session) = take_message(&mut online, &bytes, bot.as_deref().copied()) {
                    game_requests.write(GameRequest::Continue(Box::new(session)));
                }
            }
        }
    }
}

/// One message from the friend; while joining, the friend's hello makes the game, which is
/// returned to be started.
fn take_message(online: &mut OnlineGame, bytes: &[u8], bot: Option<Bot>) -> Option<Session> {
    // Their move is timed by this side's own clock too, from when their turn began here.
    let measured = online.running_ms(Instant::now());
    let Some(peer) = online.peer.as_mut() else {
        return join_from_hello(online, bytes, bot);
    };
    let received = peer.receive_timed(bytes, measured);
    match received.outcome {
        // A new question puts the last answer's notice away ("Your friend agreed." stood on).
        Ok(Event::DrawOffered) => {
            online.notice = None;
            online.asked = Some(Asked::Draw);
        }
        Ok(Event::TakebackAsked(ply)) => {
            online.notice = None;
            online.asked = Some(Asked::Takeback(ply));
        }
        Ok(Event::DrawAnswered(accepted)) | Ok(Event::TakebackAnswered(accepted)) => {
            online.waiting_for_answer = None;
            let said = if accepted { "agreed" } else { "said no" };
            online.notice = Some(format!("Your friend {said}."));
        }
        Ok(Event::Resigned) => online.notice = Some("Your friend resigned.".into()),
        Ok(_) => {}
        Err(Refusal::OtherGame) => {
            online.state = LineState::Mismatch(
                "The room holds another game: ask your friend for a new code.".into(),
            );
        }
        // Told at once, and the other is told too (by the hello sent back below).
        Err(Refusal::SameSide) => {
            online.state = LineState::Mismatch(
                "Someone else in this room plays your side: ask your friend for a new code.".into(),
            );
        }
        Err(Refusal::Garbage(crate::online::MessageError::Version { .. })) => {
            online.state = LineState::Mismatch(
                "Your friend plays another version of Daga: both need the same one.".into(),
            );
        }
        Err(Refusal::Disputed { from }) => {
            online.notice = Some(format!(
                "Your friend's app tells another game from move {}: yours is kept.",
                from + 1
            ));
        }
        Err(Refusal::UncheckedEnding(ending)) => {
            online.notice = Some(format!(
                "Your friend's app says the game ended ({}); it goes on here.",
                ending_words(ending)
            ));
        }
        Err(ref refusal) => warn!("online: a message from the friend was refused: {refusal:?}"),
    }
    let now = Instant::now();
    let refused = received.outcome.is_err();
    let answered_lately = online
        .answered_refusal
        .is_some_and(|at| now.saturating_duration_since(at) < ANSWER_REFUSALS_EVERY);
    if let Some(reply) = received.reply.filter(|_| !(refused && answered_lately)) {
        if refused {
            online.answered_refusal = Some(now);
        }
        online.line.send(&reply);
    }
    None
}

/// A flood of bad messages is answered with this side's game at most this often.
const ANSWER_REFUSALS_EVERY: Duration = Duration::from_secs(1);

/// An ending the friend's app claimed, in a few words.
fn ending_words(ending: Ending) -> &'static str {
    match ending {
        Ending::Resigned(_) => "a resignation",
        Ending::DrawAgreed => "a draw agreed",
        Ending::TimeUp(_) => "time up",
        Ending::Abandoned(_) => "you left",
    }
}

/// Joining: the inviter's hello tells the game, its options, the sides and the clock.
fn join_from_hello(online: &mut OnlineGame, bytes: &[u8], bot: Option<Bot>) -> Option<Session> {
    let hello = match Message::decode(bytes, GameId::ALL[0]) {
        Ok(Message::Hello(hello)) => hello,
        Err(crate::online::MessageError::Version { .. }) => {
            online.state = LineState::Mismatch(
                "Your friend plays another version of Daga: both need the same one.".into(),
            );
            return None;
        }
        // Nothing else means anything before the game is known.
        _ => return None,
    };
    let peer = Peer::joining(&hello);
    let mut setup = Setup::online(hello.record.game, hello.record.options, peer.them());
    if let Some(Bot(level)) = bot {
        setup.set_seat(peer.me, Seat::Computer(level));
    }
    online.room.clock = hello.clock;
    online.line.send(&peer.hello());
    let session = Session {
        game: peer.game.clone(),
        online: Some(online.room.clone()),
        ending: peer.ending,
        ..Session::new(setup)
    };
    online.peer = Some(peer);
    Some(session)
}

/// The board follows the agreed game: the friend's move is shown played, and when the records
/// agreed anew (a take-back, a rejoin) the board is set at once.
fn keep_in_step(
    online: Res<OnlineGame>,
    mut session: ResMut<Session>,
    turn: Res<State<Turn>>,
    mut next_turn: ResMut<NextState<Turn>>,
    mut chosen: MessageWriter<MoveChosen>,
    mut board_reset: MessageWriter<BoardReset>,
) {
    let Some(peer) = online.peer.as_ref() else {
        return;
    };
    if session.online.as_ref() != Some(&online.room) || *turn.get() == Turn::Animating {
        return;
    }
    let (ours, agreed) = (session.game.moves(), peer.game.moves());
    if agreed.len() == ours.len() + 1 && agreed.starts_with(&ours) && *turn.get() != Turn::GameOver
    {
        chosen.write(MoveChosen {
            mv: agreed[ours.len()],
            at_ply: ours.len(),
        });
        log_move_time("played", ours.len());
    } else if agreed != ours {
        session.game = peer.game.clone();
        session.redo.clear();
        board_reset.write(BoardReset);
        next_turn.set(session.expected_turn());
    }
    if session.ending != peer.ending && agreed == session.game.moves() {
        session.ending = peer.ending;
        next_turn.set(session.expected_turn());
    }
}

/// A move made here goes to the friend, with the time it took.
fn send_my_moves(
    mut applied: MessageReader<MoveApplied>,
    mut online: ResMut<OnlineGame>,
    session: Option<Res<Session>>,
) {
    let Some(session) = session else { return };
    let used_ms = online.running_ms(Instant::now());
    for shown in applied.read() {
        // Made here: by the person or, for a bot, by the computer.
        if session.setup.seat(shown.mover) == Seat::Online || session.online.is_none() {
            continue;
        }
        let message = online
            .peer
            .as_mut()
            .and_then(|peer| peer.play_here(shown.mv, used_ms));
        if let Some(message) = message {
            log_move_time("sent", online.peer.as_ref().map_or(0, |p| p.game.ply() - 1));
            online.line.send(&message);
        }
    }
}

/// A move's moment on the wall clock, in the log: when it was sent here, when the friend's was
/// played here (`scripts/online-latency.sh` pairs them between two apps on one machine). The
/// browser has no wall clock to compare; `scripts/web-online.mjs` times its moves itself.
fn log_move_time(what: &str, ply: usize) {
    #[cfg(not(target_arch = "wasm32"))]
    if let Ok(since) = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) {
        info!("online move {ply} {what} at {} us", since.as_micros());
    }
    #[cfg(target_arch = "wasm32")]
    let _ = (what, ply);
}

/// The clock and the countdowns: each side's move is timed from when its turn began; a flag
/// that falls ends the game; a line that failed is tried again; the window wakes for each
/// second of a countdown without input.
fn watch_the_time(
    mut online: ResMut<OnlineGame>,
    session: Option<ResMut<Session>>,
    time: Res<Time<Real>>,
    mut wake: ResMut<WakeUp>,
    opener: LineOpener,
) {
    let now = Instant::now();
    // The window's deadlines are on the frames' clock.
    let mut wake_in = |wait: Duration| wake.at(time.elapsed() + wait);
    let online = &mut *online;
    if let Some(peer) = &online.peer
        && peer.game.ply() != online.turn_ply
    {
        (online.turn_ply, online.turn_began) = (peer.game.ply(), now);
    }
    keep_the_line(online, &opener, now, &mut wake_in);
    let Some(mut session) = session else { return };
    let running = online.running_ms(now);
    let Some(peer) = online.peer.as_mut() else {
        return;
    };
    let Some(to_move) = peer.game.turn().filter(|_| peer.ending.is_none()) else {
        return;
    };
    if peer.clock.has_fallen(to_move, running) {
        // Either side may see a flag fall; the hello tells the other.
        let hello = peer.claim(Ending::TimeUp(to_move));
        session.ending = peer.ending;
        online.line.send(&hello);
    } else if let Some(left) = peer.clock.left_ms(to_move, running) {
        // The face changes each tenth of a second under ten seconds, else each second.
        let step = if left < 10_000 { 100 } else { 1000 };
        wake_in(Duration::from_millis(left % step + 1));
    }
}

/// The line's own clock: a greeting never answered, "Connecting" too long, a retry due, or too
/// long alone in the room each open the line anew; otherwise the window wakes when one is due.
fn keep_the_line(
    online: &mut OnlineGame,
    opener: &LineOpener,
    now: Instant,
    wake_in: &mut impl FnMut(Duration),
) {
    match online.state.clone() {
        LineState::Connected => match online.met_at {
            Some(met) if now.saturating_duration_since(met) >= SILENT_AFTER_MEETING => {
                online.open_again(opener, now);
                online.met_at = None;
            }
            Some(met) => wake_in(SILENT_AFTER_MEETING - now.saturating_duration_since(met)),
            None => {}
        },
        LineState::Connecting => {
            let trying = now.saturating_duration_since(online.opened_at);
            match trying >= CONNECTING_AT_MOST {
                true => online.failed(LineFailure::NoAnswer, now),
                false => wake_in(CONNECTING_AT_MOST - trying),
            }
        }
        LineState::Failed {
            retry_at: Some(at), ..
        } if now >= at => online.open_again(opener, now),
        LineState::Failed {
            retry_at: Some(at), ..
        } => wake_in(at - now),
        LineState::Waiting { since, dropped } => {
            // Alone too long: this side's own line may be the one that died (a phone that
            // changed networks); a new one, with the seat token, sits down again at once. The
            // wait, and the countdown to a claim, go on as they were.
            let patience = online.peer.as_ref().map_or(GRACE, |peer| {
                crate::online::alone_too_long(online.room.code.as_str(), peer.me)
            });
            let alone = now.saturating_duration_since(online.opened_at);
            if alone >= patience {
                online.line = opener.open(&online.room);
                online.opened_at = now;
            }
            wake_in(
                patience
                    .saturating_sub(alone)
                    .max(Duration::from_millis(100)),
            );
            if dropped {
                let gone = now.saturating_duration_since(since);
                let tick = next_tick(Duration::ZERO, gone, GRACE);
                if tick > gone {
                    wake_in(tick - gone);
                }
            }
        }
        _ => {}
    }
}

/// How long a bot stays after the game's end, so that its last move reaches the friend
/// (the channel is reliable and keeps order; this is only for the friend to hear it).
const FAREWELL: Duration = Duration::from_secs(3);

/// A bot's game over: the record on one line (and how it ended) on standard output, then the
/// app ends.
fn bot_leaves_when_over(
    session: Res<Session>,
    time: Res<Time<Real>>,
    mut over_since: Local<Option<Instant>>,
    mut wake: ResMut<WakeUp>,
    mut exit: MessageWriter<AppExit>,
) {
    let status = session.status();
    if !status.is_over() || session.online.is_none() {
        return;
    }
    let since = *over_since.get_or_insert(Instant::now());
    let stayed = since.elapsed();
    if stayed < FAREWELL {
        wake.at(time.elapsed() + (FAREWELL - stayed));
        return;
    }
    let record = crate::rules::Record::of(&session.game, Vec::new());
    if let Some(record) = record {
        println!("{record}");
    }
    println!("{status}");
    exit.write(AppExit::Success);
}

#[cfg(test)]
mod tests {
    use bevy::state::app::StatesPlugin;

    use super::*;
    use crate::app::board::animation::AnimationPace;
    use crate::rules::GameOptions;

    /// An online game on the board, its line to a server nobody answers on 127.0.0.1.
    fn online_game_here() -> App {
        online_game_at("ws://127.0.0.1:9")
    }

    /// An online game on the board, its line to `server`.
    fn online_game_at(server: &str) -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .add_plugins(crate::app::core_plugin)
            .insert_resource(AnimationPace {
                seconds_per_step: 0.0,
            });
        app.update();
        let setup = Setup::online(GameId::Sadeqa, GameOptions::default(), Player::North);
        app.world_mut().write_message(GameRequest::Start(setup));
        for _ in 0..3 {
            app.update();
        }
        let room = OnlineRoom {
            server: server.into(),
            code: "kamu-tevo".parse().unwrap(),
            clock: TimeControl::None,
            seat: SeatToken::fresh(),
        };
        let mut session = app.world_mut().resource_mut::<Session>();
        session.online = Some(room.clone());
        let peer = Peer::new(
            session.game.clone(),
            GameOptions::default(),
            Player::South,
            TimeControl::None,
        );
        let line = Line::open(&room.url(), None, None);
        let online = online_game(room, line, Some(peer), Instant::now());
        app.insert_resource(online);
        app.update();
        app
    }

    /// A server that takes the connection and never answers left "Connecting" for ever: after
    /// `CONNECTING_AT_MOST` the line has failed, says so, and is tried again later, each time
    /// later than the last.
    #[test]
    fn a_server_that_never_answers_fails_in_time_and_is_tried_again_later_and_later() {
        let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let mut app = online_game_at(&format!("ws://{}", silent.local_addr().unwrap()));
        let mut waits = Vec::new();
        for _ in 0..3 {
            let mut online = app.world_mut().resource_mut::<OnlineGame>();
            assert_eq!(online.state, LineState::Connecting);
            online.opened_at = Instant::now() - CONNECTING_AT_MOST - Duration::from_secs(1);
            app.update();
            let online = app.world().resource::<OnlineGame>();
            let LineState::Failed {
                failure: LineFailure::NoAnswer,
                retry_at: Some(at),
            } = online.state
            else {
                panic!("{:?}", online.state);
            };
            waits.push(
                at.saturating_duration_since(Instant::now())
                    .as_secs_f32()
                    .round(),
            );
            // Its time comes: the line is opened again.
            let mut online = app.world_mut().resource_mut::<OnlineGame>();
            online.state = LineState::Failed {
                failure: LineFailure::NoAnswer,
                retry_at: Some(Instant::now()),
            };
            app.update();
        }
        assert_eq!(waits, [3.0, 6.0, 12.0]);
        assert_eq!(retry_after(20), Duration::from_secs(60), "a minute at most");
        assert_eq!(
            LineFailure::NoAnswer.plain(),
            "The server did not answer: the network may be slow or blocked."
        );
    }

    /// Alone in the room too long (the friend gone, or this side's own line dead without
    /// closing), the app opens its line anew, as the duel does; the wait and the countdown to a
    /// claim go on as they were.
    #[test]
    fn alone_too_long_the_app_joins_again_and_keeps_waiting() {
        // A server that takes the line and says nothing: no news comes to change the state.
        let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let mut app = online_game_at(&format!("ws://{}", silent.local_addr().unwrap()));
        let left = Instant::now() - Duration::from_secs(30);
        {
            let mut online = app.world_mut().resource_mut::<OnlineGame>();
            online.state = LineState::Waiting {
                since: left,
                dropped: true,
            };
            online.opened_at = left;
        }
        app.update();
        let online = app.world().resource::<OnlineGame>();
        assert!(
            online.opened_at > left + Duration::from_secs(29),
            "the line was opened again"
        );
        assert_eq!(
            online.state,
            LineState::Waiting {
                since: left,
                dropped: true
            },
            "still waiting, since the friend left"
        );
    }

    /// The app is its own referee, as the duel is: a hello that says this side left, a draw's
    /// acceptance never asked for and a take-back to the start change nothing here, and the
    /// player is told what was refused; a flood of garbage is answered once, not each time.
    #[test]
    fn the_app_keeps_its_game_against_a_lying_friend() {
        let mut app = online_game_here();
        let mut online = app.world_mut().resource_mut::<OnlineGame>();
        let game = online.peer.as_ref().unwrap().game.clone();
        let mut liar = Peer::new(
            game,
            GameOptions::default(),
            Player::North,
            TimeControl::None,
        );
        liar.ending = Some(Ending::Abandoned(Player::South));
        take_message(&mut online, &liar.hello().encode(), None);
        assert_eq!(online.peer.as_ref().unwrap().ending, None);
        assert_eq!(
            online.notice.as_deref(),
            Some("Your friend's app says the game ended (you left); it goes on here.")
        );
        for lie in [
            Message::DrawAnswer { accepted: true },
            Message::TakebackRequest { ply: 0 },
        ] {
            take_message(&mut online, &lie.encode(), None);
            assert_eq!(online.peer.as_ref().unwrap().ending, None, "{lie:?}");
            assert_eq!(online.asked, None, "{lie:?}: nothing to answer");
        }
        online.answered_refusal = None;
        take_message(&mut online, b"garbage", None);
        let first = online.answered_refusal.expect("the first is answered");
        for n in 0..100u32 {
            take_message(&mut online, &n.to_le_bytes(), None);
        }
        assert_eq!(
            online.answered_refusal,
            Some(first),
            "no other within the second"
        );
        app.update();
        assert!(!app.world().resource::<Session>().status().is_over());
    }

    /// "Your friend agreed." leaves when the next question comes, from either side.
    #[test]
    fn an_answered_notice_leaves_when_the_next_question_comes() {
        let mut app = online_game_here();
        let said = "Your friend agreed.".to_string();
        app.world_mut().resource_mut::<OnlineGame>().notice = Some(said.clone());
        app.world_mut().write_message(OnlineRequest::OfferDraw);
        app.update();
        assert_eq!(
            app.world().resource::<OnlineGame>().notice,
            None,
            "this side asked"
        );

        let mut online = app.world_mut().resource_mut::<OnlineGame>();
        online.notice = Some(said);
        let game = online.peer.as_ref().unwrap().game.clone();
        let mut friend = Peer::new(
            game,
            GameOptions::default(),
            Player::North,
            TimeControl::None,
        );
        let offer = friend.offer_draw().expect("a draw may be offered").encode();
        take_message(&mut online, &offer, None);
        assert_eq!(online.notice, None, "the friend asked");
        assert_eq!(online.asked, Some(Asked::Draw));
    }

    /// The side that resigns sees its game end, as the friend's side does.
    #[test]
    fn resigning_ends_the_game_on_this_side_too() {
        let mut app = online_game_here();
        assert_eq!(
            *app.world().resource::<State<Turn>>().get(),
            Turn::AwaitingInput
        );
        app.world_mut().write_message(OnlineRequest::Resign);
        for _ in 0..3 {
            app.update();
        }
        let session = app.world().resource::<Session>();
        assert_eq!(session.ending, Some(Ending::Resigned(Player::South)));
        assert!(session.status().is_over());
        assert_eq!(*app.world().resource::<State<Turn>>().get(), Turn::GameOver);
    }
}
