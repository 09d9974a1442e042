//! Every sentence the app builds around a side's name reads right whoever the side is: the
//! person at the screen ("You form", never "You forms" or "You's"), a named side ("North forms",
//! "Computer (Casual) forms", never "North form"), a friend online, in every game, with and
//! without the moves' names, and in letters the font has warmed.

use super::hud::review_bar::best_play_words;
use super::narration::{refusal_said, session_result, status_line};
use crate::ai::Level;
use crate::ai::endgame::Exact;
use crate::app::board::animation::{MoveOnShow, Shown};
use crate::app::games::{self, Ending};
use crate::app::paint::theme::GLYPHS;
use crate::app::play::screens::Turn;
use crate::app::play::session::{Opponent, Seat, Session, Setup};
use crate::online::Ending as OnlineEnding;
use crate::rules::{AnyMatch, EndReason, GameId, GameOptions, Player};

fn english() -> crate::app::words::Phrasebook {
    crate::app::words::Phrasebook::new(crate::app::words::Language::English)
}

/// Every reason a game ends for.
const END_REASONS: [EndReason; 10] = [
    EndReason::TwoPieces,
    EndReason::NoStones,
    EndReason::NoMoves,
    EndReason::Hadig,
    EndReason::Repetition,
    EndReason::QuietPlies,
    EndReason::Resigned,
    EndReason::DrawAgreed,
    EndReason::TimeUp,
    EndReason::Abandoned,
];

/// Each way a side is named: two friends at one screen, the computer on either side, a friend
/// online on either side, a friend far away by links.
fn setups(game: GameId) -> Vec<Setup> {
    let options = GameOptions::default();
    let mut setups = vec![Setup::new(game, options, Opponent::Friend)];
    for far in Player::BOTH {
        let mut computer = Setup::new(game, options, Opponent::Computer(Level::Casual));
        computer.set_seat(far, Seat::Computer(Level::Casual));
        computer.set_seat(far.opponent(), Seat::Here);
        setups.push(computer);
        setups.push(Setup::online(game, options, far));
        let mut by_link = Setup::new(game, options, Opponent::Friend);
        by_link.set_far_side(Some(far));
        setups.push(by_link);
    }
    setups
}

/// Games of random moves (a fixed sequence), played to their end or `most` moves.
fn games(game: GameId, most: usize) -> Vec<AnyMatch> {
    (1..=3u64)
        .map(|seed| {
            let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let mut played = AnyMatch::new(game, &GameOptions::default());
            while played.ply() < most && played.turn().is_some() {
                let legal = played.legal_moves();
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                played
                    .play(legal[(state % legal.len() as u64) as usize])
                    .unwrap();
            }
            played
        })
        .collect()
}

/// Everything said of `game` with `setup`'s names: each move (named and not), each phase
/// line, each refusal of a first pick, the status while a move shows and after it, the prompt
/// to take or not, every ending, the result and best play.
fn sentences(setup: &Setup, game: &AnyMatch) -> Vec<String> {
    let narrator = games::narrator(game.game());
    let mut said = Vec::new();
    let mut replay = AnyMatch::new(game.game(), &GameOptions::default());
    for mv in game.moves() {
        let before = replay.position();
        let mover = replay.turn().expect("a move was played");
        replay.play(mv).unwrap();
        let after = replay.position();
        let session = Session {
            game: replay.clone(),
            ..Session::new(*setup)
        };
        for named in [true, false] {
            said.push(narrator.describe(mover, mv, [&before, &after], setup, named));
            let moving = Some(MoveOnShow { mover, before, mv });
            let shown = Shown {
                stores: [0; 2],
                moving,
            };
            said.push(status_line(
                &session,
                Turn::AwaitingInput,
                &shown,
                false,
                named,
                &english(),
            ));
            for turn in [Turn::AwaitingInput, Turn::GameOver] {
                said.push(status_line(
                    &session,
                    turn,
                    &Shown::default(),
                    false,
                    named,
                    &english(),
                ));
            }
        }
        said.push(narrator.phase_line(&after, setup));
        let spots = games::board(game.game()).spot_count();
        said.extend((0..spots).map(|spot| refusal_said(&session, &[], spot).in_words(&english())));
    }
    for player in Player::BOTH {
        said.push(narrator.take_or_not_prompt(player, setup));
        for reason in END_REASONS {
            let ending = Ending {
                reason,
                loser: player,
                stuck: player,
            };
            said.push(narrator.end_reason(&ending, setup));
        }
        for ending in [OnlineEnding::Resigned(player), OnlineEnding::TimeUp(player)] {
            let session = Session {
                game: game.clone(),
                ending: Some(ending),
                ..Session::new(*setup)
            };
            said.extend(session_result(&session, &english()).map(|result| result.to_string()));
        }
    }
    let session = Session {
        game: game.clone(),
        ..Session::new(*setup)
    };
    said.extend(session_result(&session, &english()).map(|result| result.to_string()));
    for exact in [
        Exact::Win { plies: 9 },
        Exact::Loss { plies: 4 },
        Exact::Draw,
        Exact::Margin { seeds: 3 },
        Exact::Margin { seeds: -3 },
    ] {
        said.push(best_play_words(exact, setup));
    }
    said
}

/// What is wrong with `sentence`, if anything: a verb that does not agree with "You" or with a
/// named side, "You's", or a letter the font was not warmed with.
fn fault(sentence: &str) -> Option<String> {
    const BASE_VERBS: [&str; 15] = [
        "have", "are", "were", "form", "remove", "sow", "capture", "step", "place", "make", "win",
        "take", "play", "lose", "move",
    ];
    if let Some(letter) = sentence.chars().find(|c| !GLYPHS.contains(*c)) {
        return Some(format!("the letter {letter:?} is not warmed"));
    }
    let words: Vec<&str> = sentence.split_whitespace().collect();
    for pair in words.windows(2) {
        let (name, verb) = (pair[0], pair[1].trim_end_matches([',', '.', ':', '!']));
        let you = name.eq_ignore_ascii_case("you");
        if name.eq_ignore_ascii_case("you's") {
            return Some("\"You's\"".into());
        }
        // "You forms", "You has", "you is": a third person's verb after "you".
        if you && (verb == "is" || verb == "was" || verb.ends_with('s') && !verb.ends_with("ss")) {
            return Some(format!("\"{name} {verb}\""));
        }
        // "North form", "(Casual) have": a named side with the verb for "you".
        let named = ["South", "North", "friend", "Computer", "(Casual)"].contains(&name);
        if named && BASE_VERBS.contains(&verb) {
            return Some(format!("\"{name} {verb}\""));
        }
    }
    None
}

#[test]
fn every_sentence_agrees_with_every_kind_of_name() {
    let mut faults = Vec::new();
    let mut count = 0;
    for game in GameId::ALL {
        for played in games(game, 120) {
            for setup in setups(game) {
                for sentence in sentences(&setup, &played) {
                    count += 1;
                    if let Some(fault) = fault(&sentence) {
                        let seats = Player::BOTH.map(|player| setup.seat(player));
                        faults.push(format!("{game} {seats:?}: {sentence} ({fault})"));
                    }
                }
            }
        }
    }
    faults.sort();
    faults.dedup();
    assert!(count > 10_000, "only {count} sentences were made");
    assert!(
        faults.is_empty(),
        "{} of {count} sentences read wrong:\n{}",
        faults.len(),
        faults[..faults.len().min(40)].join("\n")
    );
}

/// The checker itself finds what players saw.
#[test]
fn the_faults_players_saw_are_found() {
    for seen in [
        "You forms the first jare: You will remove first",
        "You removes a piece",
        "You's chances",
        "Hadig — you is blocked",
        "North form a line",
        "Computer (Casual) have no move left",
    ] {
        assert!(fault(seen).is_some(), "{seen}");
    }
    for right in [
        "You form the first jare: you will remove first",
        "North forms a line",
        "You pass",
        "Computer (Casual) has no move left",
        "Your friend wins",
    ] {
        assert_eq!(fault(right), None, "{right}");
    }
}

/// A tap while the friend online is to move says to wait for their move, not to send them a
/// link (a play-test met the play-by-link words in a live room).
#[test]
fn a_tap_on_the_friends_turn_online_says_their_move_comes_by_itself() {
    for game in GameId::ALL {
        let setup = Setup::online(game, GameOptions::default(), Player::South);
        let mut session = Session::new(setup);
        session.online = Some(crate::app::play::online::OnlineRoom {
            server: "ws://127.0.0.1:3536".into(),
            code: "kamu-tevo".parse().unwrap(),
            clock: crate::online::TimeControl::None,
            seat: crate::online::SeatToken::fresh(),
        });
        assert!(session.far_side_to_move(), "South, far away, begins");
        let said = refusal_said(&session, &[], 0).in_words(&english());
        assert_eq!(said, "It is your friend's move: it comes here by itself.");
    }
}
