//! The game being played: its rules state, who plays each side, and the moves that change it.

use bevy::prelude::*;

use super::lesson::{self, ActiveLesson, NotTheLessonsMove};
use super::match_play::{Streak, plays_matches};
use super::online::OnlineRoom;
use super::puzzle::{self, ActivePuzzle, WrongPuzzleMove};
use super::review::Review;
use super::screens::{Screen, Turn};
use crate::app::AppSystems;
use crate::online::{Ending, Table};
use crate::rules::{AnyMatch, AnyMove, AnyPosition, MoveEvent, Player, Status};

pub use super::setup::{Opponent, Seat, Setup};

/// What the board on screen is for, with what that needs. Only a game is kept for "Continue",
/// counts in a match and is followed by the page's address; a lesson or a review is shown and
/// left as it is. A new way to use the board is one more variant.
#[derive(Clone, Debug)]
pub enum SessionMode {
    /// A game of the player's own (who plays it is the setup's seats).
    Game,
    /// A lesson's position (`lesson.rs`): played on, never kept.
    Lesson(Box<ActiveLesson>),
    /// A game looked back on (`review.rs`): shown, never played on or kept.
    Review(Box<Review>),
    /// A puzzle's position (`puzzle.rs`): solved, never kept.
    Puzzle(Box<ActivePuzzle>),
}

/// The game on screen.
#[derive(Resource, Clone, Debug)]
pub struct Session {
    pub setup: Setup,
    pub game: AnyMatch,
    /// Groups of moves taken back by undo, newest last, for redo.
    pub redo: Vec<Vec<AnyMove>>,
    /// Counts the computer's moves, so each search gets its own seed.
    pub computer_moves: u64,
    /// The match's wins in a row before this game (Shax match play).
    pub streak_before: Streak,
    /// A game, a lesson or a review.
    pub mode: SessionMode,
    /// Where a game against a friend online is played (the server and the room).
    pub online: Option<OnlineRoom>,
    /// How a game online ended besides the board: a resignation, an agreed draw, a fallen
    /// flag, a claim after the other left.
    pub ending: Option<Ending>,
    /// A move was taken back in this game: its result is tallied but not rated.
    pub took_back: bool,
    /// The game's result is in the player's progress (an end after a take-back counts no more).
    pub result_counted: bool,
}

/// Run condition: a lesson is on the board.
pub fn in_a_lesson(session: Option<Res<Session>>) -> bool {
    session.is_some_and(|session| session.lesson().is_some())
}

/// Run condition: a puzzle is on the board.
pub fn in_a_puzzle(session: Option<Res<Session>>) -> bool {
    session.is_some_and(|session| session.puzzle().is_some())
}

/// Run condition: a lesson or a puzzle is on the board (a game that ends is not a result).
pub fn in_an_exercise(session: Option<Res<Session>>) -> bool {
    session.is_some_and(|session| session.is_exercise())
}

/// Run condition: a game is looked back on.
pub fn in_a_review(session: Option<Res<Session>>) -> bool {
    session.is_some_and(|session| session.is_review())
}

impl Session {
    pub fn new(setup: Setup) -> Session {
        Session {
            game: AnyMatch::new(setup.game, &setup.options),
            setup,
            redo: Vec::new(),
            computer_moves: 0,
            streak_before: Streak::default(),
            mode: SessionMode::Game,
            online: None,
            ending: None,
            took_back: false,
            result_counted: false,
        }
    }

    /// The game's state: over by the rules, or by how an online game ended beside them.
    pub fn status(&self) -> Status {
        match self.ending {
            Some(ending) if !self.game.status().is_over() => ending.status(),
            _ => self.game.status(),
        }
    }

    /// The game lent to an online game's line (`online::Peer`), which checks each message from
    /// far away on it: there is no other copy.
    pub fn table(&mut self) -> Table<'_> {
        Table {
            game: &mut self.game,
            ending: &mut self.ending,
        }
    }

    /// Whether this is a game of the player's own: kept for "Continue" and counted in a match.
    pub fn is_kept(&self) -> bool {
        matches!(self.mode, SessionMode::Game)
    }

    /// Whether a game is looked back on.
    pub fn is_review(&self) -> bool {
        matches!(self.mode, SessionMode::Review(_))
    }

    /// The lesson on the board, if this is one.
    pub fn lesson(&self) -> Option<&ActiveLesson> {
        match &self.mode {
            SessionMode::Lesson(lesson) => Some(lesson),
            _ => None,
        }
    }

    pub fn lesson_mut(&mut self) -> Option<&mut ActiveLesson> {
        match &mut self.mode {
            SessionMode::Lesson(lesson) => Some(lesson),
            _ => None,
        }
    }

    /// The puzzle on the board, if this is one.
    pub fn puzzle(&self) -> Option<&ActivePuzzle> {
        match &self.mode {
            SessionMode::Puzzle(puzzle) => Some(puzzle),
            _ => None,
        }
    }

    pub fn puzzle_mut(&mut self) -> Option<&mut ActivePuzzle> {
        match &mut self.mode {
            SessionMode::Puzzle(puzzle) => Some(puzzle),
            _ => None,
        }
    }

    /// Whether a lesson or a puzzle is on the board: its moves are judged, and its end is no
    /// game's result.
    pub fn is_exercise(&self) -> bool {
        matches!(self.mode, SessionMode::Lesson(_) | SessionMode::Puzzle(_))
    }

    /// The moves ringed for the player to play: a lesson's, or the move that keeps a puzzle's
    /// win after a second wrong try.
    pub fn ringed_moves(&self) -> Vec<AnyMove> {
        match &self.mode {
            SessionMode::Lesson(lesson) => lesson.run.shown_moves(),
            SessionMode::Puzzle(puzzle) => puzzle.ringed.into_iter().collect(),
            _ => Vec::new(),
        }
    }

    /// The review, if a game is looked back on.
    pub fn review(&self) -> Option<&Review> {
        match &self.mode {
            SessionMode::Review(review) => Some(review),
            _ => None,
        }
    }

    pub fn review_mut(&mut self) -> Option<&mut Review> {
        match &mut self.mode {
            SessionMode::Review(review) => Some(review),
            _ => None,
        }
    }

    /// The side a friend plays far away, by links (in a game of the player's own).
    pub fn far_side(&self) -> Option<Player> {
        self.setup.far_side().filter(|_| self.is_kept())
    }

    /// The match's wins in a row, counting this game once it is over (a lesson or a review
    /// counts nothing).
    pub fn streak(&self) -> Streak {
        match self.status() {
            Status::Over { winner, .. } if plays_matches(self.setup.game) && self.is_kept() => {
                self.streak_before.after(winner)
            }
            _ => self.streak_before,
        }
    }

    /// The next game of the match ("Play again"): in Shax the winner places first and the
    /// streak goes on (after a draw the other player begins); other games start afresh.
    pub fn next_game(&self) -> Session {
        let mut setup = self.setup;
        if !plays_matches(setup.game) {
            return Session::new(setup);
        }
        setup.options.first = match self.status() {
            Status::Over {
                winner: Some(winner),
                ..
            } => winner,
            _ => setup.options.first.opponent(),
        };
        Session {
            streak_before: self.streak(),
            ..Session::new(setup)
        }
    }

    /// How many moves undo takes back: to the last position where the person here was to move,
    /// so that the computer does not at once play its move again, and never past a move made
    /// far away (it came in a link: a friend's move is not ours to take back). None when no
    /// person here has moved since.
    pub fn moves_to_take_back(&self) -> usize {
        // Online, a move is taken back only when the other side agrees (`online.rs`).
        if self.setup.online_side().is_some() {
            return 0;
        }
        let ply = self.game.ply();
        let far_side = self.far_side();
        let made_far_away =
            |earlier: usize| far_side.is_some() && self.game.turn_at(earlier) == far_side;
        (0..ply)
            .rev()
            .take_while(|&earlier| !made_far_away(earlier))
            .find(|&earlier| {
                self.game
                    .turn_at(earlier)
                    .is_some_and(|p| !self.setup.is_computer(p))
            })
            .map_or(0, |earlier| ply - earlier)
    }

    /// Whether the side to move plays far away (its move comes in a link).
    pub fn far_side_to_move(&self) -> bool {
        self.far_side().is_some() && self.game.turn() == self.far_side()
    }

    /// True when leaving now would lose moves: a game begun and not over.
    pub fn game_in_progress(&self) -> bool {
        self.game.ply() > 0 && !self.status().is_over()
    }

    /// The state the turn machine should be in for the current position.
    pub fn expected_turn(&self) -> Turn {
        if self.is_review() {
            return Turn::Reviewing;
        }
        if self.status().is_over() {
            return Turn::GameOver;
        }
        match self.game.turn() {
            None => Turn::GameOver,
            Some(p) if self.setup.is_computer(p) => Turn::ComputerThinking,
            Some(_) => Turn::AwaitingInput,
        }
    }
}

/// A move picked by a person or the computer for the position after `at_ply` moves (a late
/// answer to a position taken back is dropped).
#[derive(Message, Copy, Clone, Debug, PartialEq, Eq)]
pub struct MoveChosen {
    pub mv: AnyMove,
    pub at_ply: usize,
}

/// A move that the rules accepted, with the position before it and what happened on the
/// board, in order (for animation, sound and narration).
#[derive(Message, Clone, Debug)]
pub struct MoveApplied {
    pub mv: AnyMove,
    pub mover: Player,
    pub before: AnyPosition,
    pub events: Vec<MoveEvent>,
}

impl MoveApplied {
    /// Plays `mv` on `game`, recording what happens on the board; `None` when the rules refuse
    /// it (or the game is over), and then the game is unchanged.
    pub fn play(game: &mut AnyMatch, mv: AnyMove) -> Option<MoveApplied> {
        let mover = game.turn()?;
        let before = game.position();
        let mut events = Vec::new();
        game.play_recording(mv, &mut events).ok()?;
        Some(MoveApplied {
            mv,
            mover,
            before,
            events,
        })
    }
}

/// A chosen move the rules refused (only a bug or a race can cause it; the view shakes).
#[derive(Message, Copy, Clone, Debug)]
pub struct MoveRefused(pub AnyMove);

/// The position changed without a move to show (undo, redo): the board shows it at once.
#[derive(Message, Copy, Clone, Debug, PartialEq, Eq)]
pub struct BoardReset;

/// Requests from the menu and the HUD.
#[derive(Message, Clone, Debug)]
pub enum GameRequest {
    Start(Setup),
    /// The next game of the match, with the same players.
    PlayAgain,
    /// The saved game, as it was left.
    Continue(Box<Session>),
    Undo,
    Redo,
    BackToMenu,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<MoveChosen>()
        .add_message::<MoveApplied>()
        .add_message::<MoveRefused>()
        .add_message::<GameRequest>()
        .add_message::<BoardReset>()
        .add_systems(
            Update,
            (
                switch_screens,
                (take_back, apply_chosen_moves)
                    .chain()
                    .run_if(resource_exists::<Session>.and_then(in_state(Screen::Playing))),
            )
                .chain()
                .in_set(AppSystems::Apply),
        );
}

/// Starts a game or goes back to the menu.
fn switch_screens(
    mut requests: MessageReader<GameRequest>,
    mut commands: Commands,
    session: Option<Res<Session>>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    for request in requests.read() {
        let next = match request {
            GameRequest::Start(setup) => Session::new(*setup),
            GameRequest::PlayAgain => match &session {
                Some(session) => session.next_game(),
                None => continue,
            },
            GameRequest::Continue(saved) => (**saved).clone(),
            GameRequest::BackToMenu => {
                // A lesson or a review ends there; a game stays (to be kept and continued).
                if session.as_ref().is_some_and(|session| !session.is_kept()) {
                    commands.remove_resource::<Session>();
                }
                next_screen.set(Screen::Menu);
                continue;
            }
            GameRequest::Undo | GameRequest::Redo => continue,
        };
        commands.insert_resource(next);
        // `set` re-runs OnEnter even when a game is already on screen: a fresh board.
        next_screen.set(Screen::Playing);
    }
}

/// Undo and redo. One asked for while a move is shown waits until the board is at rest (the
/// HUD and the keys finish the showing at once), so that a tap during the computer's answer on a
/// busy machine is not lost.
fn take_back(
    mut requests: MessageReader<GameRequest>,
    mut waiting: Local<Vec<GameRequest>>,
    mut session: ResMut<Session>,
    turn: Res<State<Turn>>,
    mut next_turn: ResMut<NextState<Turn>>,
    mut board_reset: MessageWriter<BoardReset>,
) {
    for request in requests.read() {
        match request {
            GameRequest::Undo | GameRequest::Redo => waiting.push(request.clone()),
            // Another game or the menu: what was waiting was for the game left.
            GameRequest::Start(_)
            | GameRequest::PlayAgain
            | GameRequest::Continue(_)
            | GameRequest::BackToMenu => waiting.clear(),
        }
    }
    if *turn.get() == Turn::Animating {
        return;
    }
    for request in waiting.drain(..) {
        let changed = match request {
            // A lesson is played again from its start ("Again"), not taken back, and a review
            // steps through the game with its own keys and buttons.
            _ if !session.is_kept() => false,
            GameRequest::Undo => undo(&mut session),
            GameRequest::Redo => redo(&mut session),
            _ => false,
        };
        if changed {
            next_turn.set(session.expected_turn());
            board_reset.write(BoardReset);
        }
    }
}

/// Takes back the last move; against the computer, back to the person's last move.
fn undo(session: &mut Session) -> bool {
    let count = session.moves_to_take_back();
    let mut taken = Vec::with_capacity(count);
    for _ in 0..count {
        let Some(last) = session.game.last_move() else {
            break;
        };
        session.game.undo();
        taken.push(last);
    }
    if taken.is_empty() {
        return false;
    }
    taken.reverse();
    session.redo.push(taken);
    session.took_back = true;
    true
}

fn redo(session: &mut Session) -> bool {
    let Some(group) = session.redo.pop() else {
        return false;
    };
    for &mv in &group {
        if session.game.play(mv).is_err() {
            return false;
        }
    }
    true
}

fn apply_chosen_moves(
    mut chosen: MessageReader<MoveChosen>,
    mut applied: MessageWriter<MoveApplied>,
    mut refused: MessageWriter<MoveRefused>,
    mut session: ResMut<Session>,
    turn: Res<State<Turn>>,
    mut next_turn: ResMut<NextState<Turn>>,
    mut not_the_lesson: MessageWriter<NotTheLessonsMove>,
    mut wrong_in_puzzle: MessageWriter<WrongPuzzleMove>,
) {
    for &MoveChosen { mv, at_ply } in chosen.read() {
        if at_ply != session.game.ply() {
            continue;
        }
        let waiting = matches!(turn.get(), Turn::AwaitingInput | Turn::ComputerThinking);
        let playing = waiting && session.ending.is_none();
        let Some(mover) = session.game.turn().filter(|_| playing) else {
            refused.write(MoveRefused(mv));
            continue;
        };
        let admitted = lesson::admit(session.lesson_mut(), mover, mv, &mut not_the_lesson)
            && puzzle::admit(session.puzzle_mut(), mover, mv, &mut wrong_in_puzzle);
        if !admitted {
            continue;
        }
        match MoveApplied::play(&mut session.game, mv) {
            Some(shown) => {
                session.redo.clear();
                lesson::after_move(session.lesson_mut(), mover);
                if session.setup.is_computer(mover) {
                    session.computer_moves += 1;
                }
                applied.write(shown);
                next_turn.set(Turn::Animating);
                // One move per frame: the next waits for the animation.
                break;
            }
            None => {
                refused.write(MoveRefused(mv));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::rules::{GameId, GameOptions};

    fn friends_game(moves: &[&str]) -> Session {
        let mut session = Session::new(Setup::new(
            GameId::Shax,
            GameOptions::default(),
            Opponent::Friend,
        ));
        for mv in moves {
            session.game.play_text(mv).unwrap();
        }
        session
    }

    #[test]
    fn undo_never_takes_back_a_move_made_far_away() {
        // South far away played d2 and b4; North here answered d6 and then f4.
        let mut session = friends_game(&["d2", "d6", "b4", "f4"]);
        session.setup.set_far_side(Some(Player::South));
        assert_eq!(session.moves_to_take_back(), 1, "North's own f4");
        session.game.undo();
        assert_eq!(session.moves_to_take_back(), 0, "b4 came from far away");
        // At one screen, undo goes on back.
        session.setup.set_far_side(None);
        assert_eq!(session.moves_to_take_back(), 1);
    }

    #[test]
    fn against_the_computer_undo_takes_back_its_answer_too() {
        let mut session = friends_game(&["d2", "d6"]);
        session.setup = Setup::new(
            GameId::Shax,
            GameOptions::default(),
            Opponent::Computer(Level::Casual),
        );
        assert_eq!(session.moves_to_take_back(), 2);
    }
}
