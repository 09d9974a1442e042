//! Why a record or a link does not open, in the player's words: each of the rules' typed
//! record errors worded from the message files, and a move the rules refuse explained as the
//! game explains a refused move at the board (its position found by replaying the record up to
//! it).

use crate::app::games;
use crate::app::play::setup::{Opponent, Setup};
use crate::app::words::Phrasebook;
use crate::rules::{
    AnyMatch, GameId, MoveError, OptionError, Record, RecordError, record_text_of_link,
};

/// The most of a pasted text a problem quotes: a pasted text can be long.
const MOST_QUOTED: usize = 40;

/// Why `link_or_record` does not open, `error` being what reading it found; `what` is the
/// message id of the sentence's start ("This record does not open").
pub fn problem_words(
    what: &str,
    link_or_record: &str,
    error: &RecordError,
    words: &Phrasebook,
) -> String {
    let why = why_words(link_or_record, error, words);
    words.with(
        "record-problem",
        &[("what", words.get(what).into()), ("why", why.into())],
    )
}

/// What is wrong, after "This record does not open:".
fn why_words(link_or_record: &str, error: &RecordError, words: &Phrasebook) -> String {
    let quoted = |text: &str| quote(text).into();
    match error {
        RecordError::Empty => words.get("record-empty"),
        RecordError::UnknownGame(unknown) => words.with(
            "record-unknown-game",
            &[("word", quoted(&unknown.0)), ("games", game_words().into())],
        ),
        RecordError::Option(option) => option_words(option, words),
        RecordError::UnknownTag(word) => {
            words.with("record-unknown-tag", &[("word", quoted(word))])
        }
        RecordError::TagTwice(key) => words.with("record-tag-twice", &[("word", (*key).into())]),
        RecordError::NoMoves => words.get("record-no-moves"),
        RecordError::Move {
            number,
            text,
            error,
        } => {
            let args = [("number", (*number).into()), ("move", quoted(text))];
            match error {
                MoveError::Illegal(_) => {
                    let why = refused_move_words(link_or_record, *number, words);
                    let mut args = args.to_vec();
                    args.push(("why", why.into()));
                    words.with("record-move-refused", &args)
                }
                MoveError::Parse(_) | MoveError::WrongGame { .. } => {
                    words.with("record-move-unreadable", &args)
                }
            }
        }
    }
}

/// The games as a record names them, with no word of any language between them.
fn game_words() -> String {
    let ids: Vec<String> = GameId::ALL.iter().map(GameId::to_string).collect();
    ids.join(", ")
}

/// What is wrong with a record's options (`first=`, `seeds=`).
fn option_words(error: &OptionError, words: &Phrasebook) -> String {
    let word = |text: &str| ("word", quote(text).into());
    match error {
        OptionError::NotKeyValue(text) | OptionError::Unknown(text) => {
            words.with("record-unknown-option", &[word(text)])
        }
        OptionError::Twice(key) => words.with("record-tag-twice", &[word(key)]),
        OptionError::BadFirst(value) => words.with("record-bad-first", &[word(value)]),
        OptionError::BadSeeds(value) => words.with("record-bad-seeds", &[word(value)]),
        OptionError::SeedsNotHere => words.get("record-seeds-not-here"),
    }
}

/// Why the rules refuse move `number` of the record, as its game says it at the board: the
/// record replayed up to the move before it gives the position.
fn refused_move_words(link_or_record: &str, number: usize, words: &Phrasebook) -> String {
    let text = record_text_of_link(link_or_record);
    let all: Vec<&str> = text.split_whitespace().collect();
    let Some(moves_at) = all.iter().position(|&word| word == "moves") else {
        return words.get("record-rules-refuse");
    };
    // The error came from this same text, so the move is there; a text that differs says
    // only that the move is refused.
    let Some(before) = all.get(..moves_at + number).map(|words| words.join(" ")) else {
        return words.get("record-rules-refuse");
    };
    let refused = all.get(moves_at + number).copied().unwrap_or_default();
    let Ok((record, game)) = Record::read(&before) else {
        return words.get("record-rules-refuse");
    };
    let setup = Setup::new(record.game, record.options, Opponent::Friend);
    explained(&game, refused, &setup, words).unwrap_or_else(|| words.get("record-rules-refuse"))
}

/// The game's words for why `refused` may not be played in `game`.
fn explained(game: &AnyMatch, refused: &str, setup: &Setup, words: &Phrasebook) -> Option<String> {
    if game.status().is_over() {
        return Some(words.get("refusal-game-over"));
    }
    let mv = setup.game.parse_move(refused).ok()?;
    let names = setup.spoken(words);
    games::refusals(setup.game).explain_move(&game.position(), mv, &names)
}

/// A word of the pasted text, cut short if it is long.
fn quote(text: &str) -> String {
    match text.char_indices().nth(MOST_QUOTED) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::ui::screens_for_tests::every_language;
    use crate::words::english;

    fn said(text: &str) -> String {
        let error = Record::read(&record_text_of_link(text)).expect_err("a broken record");
        problem_words("record-does-not-open", text, &error, english())
    }

    /// Each way a record breaks is said in words a player can act on, the rules' reason for a
    /// refused move in the game's own words.
    #[test]
    fn each_broken_record_says_what_is_wrong() {
        let cases = [
            ("", "This record does not open: it is empty."),
            (
                "chess moves e4",
                "This record does not open: “chess” is no game here (the games are shax, sadeqa-iii, bao-la-kimasai).",
            ),
            (
                "shax first=east moves",
                "This record does not open: “east” is not a side that can begin (first=south or first=north).",
            ),
            (
                "shax first=south",
                "This record does not open: it has no “moves” before its moves.",
            ),
            (
                "shax first=south moves d2 d2",
                "This record does not open: move 2, “d2”, is not allowed — d2 already has a piece: place yours on an empty point.",
            ),
            (
                "shax first=south moves zz9",
                "This record does not open: move 1, “zz9”, is not a move of this game.",
            ),
        ];
        for (record, expected) in cases {
            assert_eq!(said(record), expected, "{record:?}");
        }
    }

    /// A long pasted word is cut short, and every language has words for every problem.
    #[test]
    fn a_long_word_is_cut_and_every_language_says_each_problem() {
        let long = format!("shax first=south {} moves", "x".repeat(500));
        assert!(said(&long).chars().count() < 160, "{}", said(&long));
        for words in every_language() {
            let error = Record::read("shax first=south moves d2 d2").expect_err("refused");
            let said = problem_words(
                "record-does-not-open",
                "shax first=south moves d2 d2",
                &error,
                &words,
            );
            assert!(
                !said.contains("record-") && !said.contains("refusal-"),
                "{said}"
            );
        }
    }
}
