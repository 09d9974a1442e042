//! A game against a friend online: the room it is played in and the line to it. The session
//! owns the game; the line (`online::Peer`) keeps only its own state, and is lent the session's
//! game to check each message by the rules: nothing from far away moves this side's pieces.

use std::time::Duration;

// The moment of reading, not `Time<Real>`: that is the end of the frame before, which after
// the window slept for a while is that long ago.
use bevy::platform::time::Instant;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::winit::EventLoopProxyWrapper;

use super::line::{Line, LineFailure, LineNews};
use super::screens::{Screen, Turn};
use super::session::{BoardReset, GameRequest, MoveApplied, Seat, Session, Setup};
use super::wake::{WakeUp, next_tick};
use crate::ai::Level;
use crate::app::AppSystems;
use crate::online::{
    Ending, Event, Hello, IceServers, Message, Peer, Refusal, RoomCode, SILENT_AFTER_MEETING,
    SeatToken, TimeControl,
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
    Mismatch(Mismatch),
}

/// How the friend's program does not fit this one.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mismatch {
    /// The room holds another game (or other options).
    OtherGame,
    /// Someone else in the room plays this side.
    SameSide,
    /// Another version of Daga.
    OtherVersion,
}

impl Mismatch {
    /// Its message id (`assets/words`).
    pub fn word(self) -> &'static str {
        match self {
            Mismatch::OtherGame => "online-mismatch-other-game",
            Mismatch::SameSide => "online-mismatch-same-side",
            Mismatch::OtherVersion => "online-mismatch-other-version",
        }
    }
}

/// What the friend last answered or did, or what their app claimed and this side refused.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    Agreed,
    SaidNo,
    Resigned,
    /// Their line had dropped, and they are back.
    Back,
    /// Their app said the game ended so; it goes on here.
    UncheckedEnding(Ending),
}

/// What the friend asked that waits for an answer here.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    Draw,
    /// To take the game back to its first `ply` moves.
    Takeback(usize),
    /// The friend's app has another game from move `from + 1`: keep this one or take theirs.
    Dispute {
        from: usize,
    },
}

/// The line of the game online in progress (or being joined); the game is the session's.
#[derive(Resource)]
pub struct OnlineGame {
    pub room: OnlineRoom,
    line: Line,
    /// This side of the line; `None` while joining, until the inviter's hello tells the game.
    pub peer: Option<Peer>,
    pub state: LineState,
    pub asked: Option<Asked>,
    /// This side's own offer or request, waiting for the friend's answer.
    pub waiting_for_answer: Option<Asked>,
    /// What the friend last answered or did.
    pub notice: Option<Notice>,
    /// The friend's game in a dispute, for the player to take if they choose.
    theirs: Option<Box<Hello>>,
    /// The line's clock starts here (`Peer` counts milliseconds from it).
    epoch: Instant,
    /// When the friend was met, while nothing has come from them since: a line that stays
    /// silent is opened anew (`SILENT_AFTER_MEETING`).
    met_at: Option<Instant>,
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
        let now_ms = self.ms_at(now);
        self.peer.as_ref().map_or(0, |peer| peer.running_ms(now_ms))
    }

    /// `now` on the line's clock.
    fn ms_at(&self, now: Instant) -> u64 {
        now.saturating_duration_since(self.epoch).as_millis() as u64
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
    /// In a dispute: take the friend's game (true) or keep this one.
    TakeTheirs(bool),
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
    // A game over on the board is being left for the menu (a room's link opened over it).
    let over = session.as_deref().is_some_and(|s| s.status().is_over());
    let playing = *screen.get() == Screen::Playing && !over;
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
            let me = far.opponent();
            let peer = Peer::new(&session.game, session.setup.options, me, room.clock, 0);
            let line = opener.open(&room);
            commands.insert_resource(online_game(room, line, Some(peer), Instant::now()));
        }
        (_, Some(_)) => commands.remove_resource::<OnlineGame>(),
        _ => {}
    }
}

/// The line of `room`, opened `now`: its clock starts then (`peer`'s at 0).
fn online_game(room: OnlineRoom, line: Line, peer: Option<Peer>, now: Instant) -> OnlineGame {
    OnlineGame {
        room,
        line,
        peer,
        state: LineState::Connecting,
        asked: None,
        waiting_for_answer: None,
        notice: None,
        theirs: None,
        epoch: now,
        met_at: None,
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

/// What the board is told when the line changed the session's game besides a move it shows
/// (a take-back, records agreed anew, an ending).
#[derive(SystemParam)]
struct BoardFollows<'w> {
    next_turn: ResMut<'w, NextState<Turn>>,
    board_reset: MessageWriter<'w, BoardReset>,
}

/// The session's game as it stood, to see what the line changed.
type GameBefore = (Vec<crate::rules::AnyMove>, Option<Ending>);

fn game_before(session: &Session) -> GameBefore {
    (session.game.moves(), session.ending)
}

impl BoardFollows<'_> {
    /// The board set anew when the moves changed, the turn when anything did.
    fn follow(&mut self, session: &mut Session, before: GameBefore) {
        let moved = session.game.moves() != before.0;
        if moved {
            session.redo.clear();
            self.board_reset.write(BoardReset);
        }
        if moved || session.ending != before.1 {
            self.next_turn.set(session.expected_turn());
        }
    }
}

/// The menu's and the HUD's requests.
fn take_requests(
    mut requests: MessageReader<OnlineRequest>,
    mut commands: Commands,
    mut online: Option<ResMut<OnlineGame>>,
    mut session: Option<ResMut<Session>>,
    opener: LineOpener,
    mut board: BoardFollows,
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
            // Played on the session's game only while a game is on the board.
            request => {
                if let (Some(online), Some(session)) =
                    (online.as_deref_mut(), session.as_deref_mut())
                {
                    let before = game_before(session);
                    in_game_request(request, online, session, Instant::now());
                    board.follow(session, before);
                }
            }
        }
    }
}

/// Resigning, a draw, a take-back, a claim: played on the session's game and told to the other.
fn in_game_request(
    request: &OnlineRequest,
    online: &mut OnlineGame,
    session: &mut Session,
    now: Instant,
) {
    let now_ms = online.ms_at(now);
    let Some(peer) = online.peer.as_mut() else {
        return;
    };
    // What the friend last answered is old news once this side asks or answers anew.
    online.notice = None;
    let message = match request {
        OnlineRequest::Resign => Some(peer.resign(&mut session.ending)),
        OnlineRequest::OfferDraw => {
            online.waiting_for_answer = Some(Asked::Draw);
            peer.offer_draw(session.ending)
        }
        OnlineRequest::AnswerDraw(accepted) => {
            online.asked = None;
            Some(peer.answer_draw(&mut session.ending, *accepted))
        }
        OnlineRequest::AskTakeback => {
            let message = peer.ask_takeback(&session.game);
            if let Some(Message::TakebackRequest { ply }) = message {
                online.waiting_for_answer = Some(Asked::Takeback(ply));
            }
            message
        }
        OnlineRequest::AnswerTakeback(accepted) => match online.asked.take() {
            Some(Asked::Takeback(ply)) => {
                Some(peer.answer_takeback(session.table(), ply, *accepted, now_ms))
            }
            _ => None,
        },
        OnlineRequest::TakeTheirs(take) => {
            online.asked = None;
            let theirs = online.theirs.take().filter(|_| *take);
            theirs.and_then(|hello| peer.take_theirs(session.table(), &hello, now_ms))
        }
        OnlineRequest::Claim(ending) => {
            let gone = matches!(online.state, LineState::Waiting { since, dropped: true }
                if now.saturating_duration_since(since) >= GRACE);
            gone.then(|| peer.claim(session.table(), *ending))
        }
        OnlineRequest::Invite(_) | OnlineRequest::Join(_) | OnlineRequest::Cancel => None,
    };
    if let Some(message) = message {
        online.line.send(&message);
    }
}

/// Where the friend's messages go this frame.
#[derive(SystemParam)]
struct Reader<'w> {
    session: Option<ResMut<'w, Session>>,
    screen: Res<'w, State<Screen>>,
    turn: Option<Res<'w, State<Turn>>>,
    bot: Option<Res<'w, Bot>>,
    game_requests: MessageWriter<'w, GameRequest>,
    applied: MessageWriter<'w, MoveApplied>,
    board: BoardFollows<'w>,
}

/// What came over the line: the friend coming and going, and their messages, each checked by
/// the rules on the session's game (`Peer::receive`) before anything changes. A move of theirs
/// is shown as any move is; what comes after it waits for the board to be at rest.
fn read_the_line(mut online: ResMut<OnlineGame>, mut reader: Reader) {
    let now = Instant::now();
    let mut news = online.line.take_news().into_iter();
    while let Some(item) = news.next() {
        match item {
            LineNews::InRoom if online.state == LineState::Connecting => {
                online.failures = 0;
                online.state = LineState::Waiting {
                    since: now,
                    dropped: false,
                };
            }
            LineNews::InRoom => {}
            LineNews::Met => {
                // The friend whose line had dropped is told back, in so many words.
                if matches!(online.state, LineState::Waiting { dropped: true, .. }) {
                    online.notice = Some(Notice::Back);
                }
                online.failures = 0;
                online.state = LineState::Connected;
                online.met_at = Some(now);
                // Greeted with the game, unless another is on the board (a review of it):
                // the friend, met and not greeted, opens its line anew, and is greeted then.
                let room = Some(&online.room);
                let session = reader.session.as_deref();
                let game = session.filter(|s| s.online.as_ref() == room && s.is_kept());
                let hello = online.peer.as_ref().zip(game);
                if let Some(hello) = hello.map(|(peer, s)| peer.hello(&s.game, s.ending)) {
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
                if !take_packet(&mut online, &mut reader, &bytes, now) {
                    // Kept in order for a later frame, this one with the rest.
                    let held = std::iter::once(LineNews::Packet(bytes));
                    online.line.put_back(held.chain(news).collect());
                    return;
                }
            }
        }
    }
}

/// Reads one of the friend's messages: while joining, their hello makes the game, which is
/// started; then into the session's game — shown on the board when it is on screen, or kept
/// while the menu is (the board is made anew from it). False when it must wait (the board is
/// showing a move, or another game is on it), and after a move of theirs, which the board now
/// shows.
fn take_packet(online: &mut OnlineGame, reader: &mut Reader, bytes: &[u8], now: Instant) -> bool {
    if online.peer.is_none() {
        let bot = reader.bot.as_deref().copied();
        if let Some(session) = join_from_hello(online, bytes, bot, now) {
            let session = Box::new(session);
            reader.game_requests.write(GameRequest::Continue(session));
        }
        return true;
    }
    let room = Some(&online.room);
    let Some(session) = reader.session.as_deref_mut() else {
        return true;
    };
    if session.online.as_ref() != room || !session.is_kept() {
        return false;
    }
    let on_screen = *reader.screen.get() == Screen::Playing;
    let turn = reader.turn.as_deref().map(State::get);
    if on_screen && turn == Some(&Turn::Animating) {
        return false;
    }
    let before = game_before(session);
    let (mover, position) = (session.game.turn(), session.game.position());
    let mut events = Vec::new();
    let event = take_message(online, session, bytes, now, &mut events);
    if !on_screen {
        return true;
    }
    match (event, mover) {
        (Some(Event::Moved(mv)), Some(mover)) => {
            session.redo.clear();
            // What the friend last said is old news once the game moves on.
            online.notice = None;
            log_move_time("played", before.0.len());
            reader.applied.write(MoveApplied {
                mv,
                mover,
                before: position,
                events,
            });
            reader.board.next_turn.set(Turn::Animating);
            false
        }
        _ => {
            reader.board.follow(session, before);
            true
        }
    }
}

/// One message from the friend into the session's game; what it did (`None`: refused, and the
/// player told where it matters).
fn take_message(
    online: &mut OnlineGame,
    session: &mut Session,
    bytes: &[u8],
    now: Instant,
    events: &mut Vec<crate::rules::MoveEvent>,
) -> Option<Event> {
    let now_ms = online.ms_at(now);
    let peer = online.peer.as_mut()?;
    let received = peer.receive(session.table(), bytes, now_ms, events);
    if let Some(reply) = &received.reply {
        online.line.send(reply);
    }
    match received.outcome {
        Ok(event) => {
            tell_event(online, event);
            Some(event)
        }
        Err(Refusal::Disputed { from }) => {
            // The player chooses: the friend's game is kept aside to be taken.
            if let Ok(Message::Hello(hello)) = Message::decode(bytes, session.game.game()) {
                online.theirs = Some(hello);
                online.asked = Some(Asked::Dispute { from });
            }
            None
        }
        Err(refusal) => {
            tell_refusal(online, refusal);
            None
        }
    }
}

/// What the friend asked or answered, for the player.
fn tell_event(online: &mut OnlineGame, event: Event) {
    match event {
        // A new question puts the last answer's notice away ("Your friend agreed." stood on).
        Event::DrawOffered => {
            online.notice = None;
            online.asked = Some(Asked::Draw);
        }
        Event::TakebackAsked(ply) => {
            online.notice = None;
            online.asked = Some(Asked::Takeback(ply));
        }
        Event::DrawAnswered(accepted) | Event::TakebackAnswered(accepted) => {
            online.waiting_for_answer = None;
            online.notice = Some(if accepted {
                Notice::Agreed
            } else {
                Notice::SaidNo
            });
        }
        Event::Resigned => online.notice = Some(Notice::Resigned),
        _ => {}
    }
}

/// What the friend's program sent that was refused, where the player should know.
fn tell_refusal(online: &mut OnlineGame, refusal: Refusal) {
    match refusal {
        Refusal::OtherGame => online.state = LineState::Mismatch(Mismatch::OtherGame),
        // Told at once, and the other is told too (by the hello sent back).
        Refusal::SameSide => online.state = LineState::Mismatch(Mismatch::SameSide),
        Refusal::Garbage(crate::online::MessageError::Version { .. }) => {
            online.state = LineState::Mismatch(Mismatch::OtherVersion);
        }
        Refusal::UncheckedEnding(ending) => online.notice = Some(Notice::UncheckedEnding(ending)),
        refusal => warn!("online: a message from the friend was refused: {refusal:?}"),
    }
}

/// An ending the friend's app claimed, in a few words: its message id (`assets/words`).
pub fn ending_word(ending: Ending) -> &'static str {
    match ending {
        Ending::Resigned(_) => "online-claimed-resignation",
        Ending::DrawAgreed => "online-claimed-draw",
        Ending::TimeUp(_) => "online-claimed-time-up",
        Ending::Abandoned(_) => "online-claimed-you-left",
    }
}

/// Joining: the inviter's hello tells the game, its options, the sides and the clock.
fn join_from_hello(
    online: &mut OnlineGame,
    bytes: &[u8],
    bot: Option<Bot>,
    now: Instant,
) -> Option<Session> {
    let hello = match Message::decode(bytes, GameId::ALL[0]) {
        Ok(Message::Hello(hello)) => hello,
        Err(crate::online::MessageError::Version { .. }) => {
            online.state = LineState::Mismatch(Mismatch::OtherVersion);
            return None;
        }
        // Nothing else means anything before the game is known.
        _ => return None,
    };
    let (peer, game, ending) = Peer::joining(&hello, online.ms_at(now));
    let mut setup = Setup::online(hello.record.game, hello.record.options, peer.them());
    if let Some(Bot(level)) = bot {
        setup.set_seat(peer.me, Seat::Computer(level));
    }
    online.room.clock = hello.clock;
    online.line.send(&peer.hello(&game, ending));
    let session = Session {
        game,
        online: Some(online.room.clone()),
        ending,
        ..Session::new(setup)
    };
    online.peer = Some(peer);
    Some(session)
}

/// A move made here goes to the friend, with the time it took.
fn send_my_moves(
    mut applied: MessageReader<MoveApplied>,
    mut online: ResMut<OnlineGame>,
    session: Option<Res<Session>>,
) {
    let Some(session) = session else { return };
    let now_ms = online.ms_at(Instant::now());
    let online = &mut *online;
    for shown in applied.read() {
        // Made here: by the person or, for a bot, by the computer.
        if session.setup.seat(shown.mover) == Seat::Online || session.online.is_none() {
            continue;
        }
        let Some(peer) = online.peer.as_mut() else {
            continue;
        };
        if let Some(message) = peer.played_here(&session.game, session.ending, now_ms) {
            online.notice = None;
            log_move_time("sent", session.game.ply() - 1);
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

/// The clock and the countdowns: each side's move is timed by the line from when its turn
/// began; a flag that falls ends the game; a line that failed is tried again; the window wakes
/// for each second of a countdown without input.
fn watch_the_time(
    mut online: ResMut<OnlineGame>,
    mut session: Option<ResMut<Session>>,
    time: Res<Time<Real>>,
    mut wake: ResMut<WakeUp>,
    opener: LineOpener,
    mut next_turn: Option<ResMut<NextState<Turn>>>,
) {
    let now = Instant::now();
    // The window's deadlines are on the frames' clock.
    let mut wake_in = |wait: Duration| wake.at(time.elapsed() + wait);
    let online = &mut *online;
    keep_the_line(online, &opener, now, &mut wake_in);
    let now_ms = online.ms_at(now);
    let room = Some(&online.room);
    let (Some(peer), Some(session)) = (online.peer.as_ref(), session.as_mut()) else {
        return;
    };
    if session.online.as_ref() != room || !session.is_kept() {
        return;
    }
    match peer.time_left(&session.game, session.ending, now_ms) {
        Some((to_move, 0)) => {
            // Either side may see a flag fall; the hello tells the other.
            let hello = peer.claim(session.table(), Ending::TimeUp(to_move));
            online.line.send(&hello);
            if let Some(next_turn) = next_turn.as_mut() {
                next_turn.set(session.expected_turn());
            }
        }
        Some((_, left)) => {
            // The face changes each tenth of a second under ten seconds, else each second.
            let step = if left < 10_000 { 100 } else { 1000 };
            wake_in(Duration::from_millis(left % step + 1));
        }
        None => {}
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
#[path = "online_tests.rs"]
mod tests;
