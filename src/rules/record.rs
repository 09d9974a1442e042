//! Game records: one line that holds a whole game — the game, its options, optional tags and
//! its moves in the notation — as PGN does for chess (docs/PROTOCOL.md, "Records"):
//!
//! `shax first=south date=2026-12-01 south=Amina north=Computer_(Club) moves d2 d6 b4`
//!
//! Reading a record replays it through the rules, so a record that reads is a legal game.

use std::fmt;

use super::{
    AnyMatch, AnyMove, GameId, GameOptions, MoveError, OptionError, Player, SEED_CHOICES,
    UnknownGame,
};

/// The word between a record's header and its moves.
const MOVES: &str = "moves";

/// What a tag says about the game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Tag {
    /// `date=YYYY-MM-DD`
    Date,
    /// `south=NAME`, `north=NAME` (spaces written as `_`)
    South,
    North,
    /// `result=` as the protocol's `status` says it, dashes for spaces: `win-south-hadig`.
    Result,
}

impl Tag {
    const ALL: [Tag; 4] = [Tag::Date, Tag::South, Tag::North, Tag::Result];

    fn key(self) -> &'static str {
        match self {
            Tag::Date => "date",
            Tag::South => "south",
            Tag::North => "north",
            Tag::Result => "result",
        }
    }

    /// The tag naming `player`.
    pub fn player(player: Player) -> Tag {
        match player {
            Player::South => Tag::South,
            Player::North => Tag::North,
        }
    }
}

/// A whole game as one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub game: GameId,
    pub options: GameOptions,
    /// At most one of each tag, in the order of [`Tag`].
    pub tags: Vec<(Tag, String)>,
    /// The moves, oldest first (legal: a record is read by replaying it).
    pub moves: Vec<AnyMove>,
}

/// Why a text is not a record of a legal game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    Empty,
    UnknownGame(UnknownGame),
    Option(OptionError),
    /// A header word that is neither an option nor a tag.
    UnknownTag(String),
    /// A tag given twice.
    TagTwice(&'static str),
    /// No `moves` word after the header.
    NoMoves,
    /// Move `number` (from 1), `text`, does not read or is not legal where it stands.
    Move {
        number: usize,
        text: String,
        error: MoveError,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Empty => f.write_str("the record is empty"),
            RecordError::UnknownGame(e) => e.fmt(f),
            RecordError::Option(e) => e.fmt(f),
            RecordError::UnknownTag(word) => write!(
                f,
                "'{word}' is neither an option nor a tag (date=, south=, north=, result=)"
            ),
            RecordError::TagTwice(key) => write!(f, "the tag '{key}' is given twice"),
            RecordError::NoMoves => f.write_str("the record has no 'moves' word before its moves"),
            RecordError::Move {
                number,
                text,
                error,
            } => write!(f, "move {number}, {text}: {error}"),
        }
    }
}

impl std::error::Error for RecordError {}

impl Record {
    /// The record of `game` with `tags`, if it started from a start position (with options);
    /// a game loaded from another position has none.
    pub fn of(game: &AnyMatch, tags: Vec<(Tag, String)>) -> Option<Record> {
        let options = game.start_options()?;
        Some(Record {
            game: game.game(),
            options,
            tags,
            moves: game.moves(),
        })
    }

    /// Reads a record and replays it through the rules: the record and the game it makes, or
    /// the first thing wrong with it.
    pub fn read(text: &str) -> Result<(Record, AnyMatch), RecordError> {
        let mut words = text.split_whitespace();
        let id = words.next().ok_or(RecordError::Empty)?;
        let game = id.parse::<GameId>().map_err(RecordError::UnknownGame)?;
        let mut option_words = Vec::new();
        let mut tags: Vec<(Tag, String)> = Vec::new();
        let mut found_moves = false;
        for word in words.by_ref() {
            if word == MOVES {
                found_moves = true;
                break;
            }
            let (key, value) = word
                .split_once('=')
                .ok_or_else(|| RecordError::UnknownTag(word.to_string()))?;
            match Tag::ALL.iter().find(|tag| tag.key() == key) {
                Some(&tag) if tags.iter().any(|(seen, _)| *seen == tag) => {
                    return Err(RecordError::TagTwice(tag.key()));
                }
                Some(&tag) => tags.push((tag, value.to_string())),
                None if matches!(key, "first" | "seeds") => option_words.push(word),
                None => return Err(RecordError::UnknownTag(word.to_string())),
            }
        }
        if !found_moves {
            return Err(RecordError::NoMoves);
        }
        tags.sort_by_key(|(tag, _)| *tag);
        let options =
            GameOptions::parse(option_words, game.takes_seeds()).map_err(RecordError::Option)?;
        let mut replay = AnyMatch::new(game, &options);
        for (index, text) in words.enumerate() {
            replay.play_text(text).map_err(|error| RecordError::Move {
                number: index + 1,
                text: text.to_string(),
                error,
            })?;
        }
        let moves = replay.moves();
        let record = Record {
            game,
            options,
            tags,
            moves,
        };
        Ok((record, replay))
    }

    /// The value of `tag`, if the record has it.
    pub fn tag(&self, tag: Tag) -> Option<&str> {
        self.tags
            .iter()
            .find(|(t, _)| *t == tag)
            .map(|(_, value)| value.as_str())
    }
}

/// A tag's value as a record can hold it: one word, without `=`.
pub fn tag_value(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join("_")
        .replace('=', "-")
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} first={}", self.game, self.options.first)?;
        if self.game.takes_seeds() {
            write!(f, " seeds={}", self.options.seeds)?;
        }
        for (tag, value) in &self.tags {
            write!(f, " {}={}", tag.key(), tag_value(value))?;
        }
        write!(f, " {MOVES}")?;
        for mv in &self.moves {
            write!(f, " {mv}")?;
        }
        Ok(())
    }
}

/// A record as a page address's fragment (after `#`): its spaces as `+`, which no record word
/// holds, so that a link stays short and reads back the same.
pub fn link_fragment(record: &Record) -> String {
    record.to_string().replace(' ', "+")
}

/// The record in a link (a whole address, or what follows its `#`) or in a record's own text:
/// `+`, `%20` and other `%XX` escapes a browser or a chat program may make are undone.
pub fn record_text_of_link(text: &str) -> String {
    let fragment = text
        .trim()
        .rsplit_once('#')
        .map_or(text.trim(), |(_, after)| after);
    let bytes = fragment.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).ok();
                match hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                    Some(byte) => {
                        out.push(byte);
                        i += 2;
                    }
                    None => out.push(b'%'),
                }
            }
            byte => out.push(byte),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

impl AnyMatch {
    /// The options the game started with, if it started from a start position.
    pub fn start_options(&self) -> Option<GameOptions> {
        let start = self.position_at(0)?;
        let seeds: &[u8] = match self.game().takes_seeds() {
            true => &SEED_CHOICES,
            false => &[GameOptions::default().seeds],
        };
        Player::BOTH
            .into_iter()
            .flat_map(|first| seeds.iter().map(move |&seeds| GameOptions { first, seeds }))
            .find(|options| AnyMatch::new(self.game(), options).position() == start)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_round_trips_through_its_line() {
        let mut game = AnyMatch::new(
            GameId::Sadeqa,
            &GameOptions {
                first: Player::North,
                seeds: 4,
            },
        );
        for _ in 0..3 {
            let first = game.legal_moves()[0];
            game.play(first).unwrap();
        }
        let moves: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
        let tags = vec![
            (Tag::Date, "2026-12-01".to_string()),
            (Tag::South, "Amina Yusuf".to_string()),
        ];
        let record = Record::of(&game, tags).unwrap();
        let line = record.to_string();
        assert_eq!(
            line,
            format!(
                "sadeqa-iii first=north seeds=4 date=2026-12-01 south=Amina_Yusuf moves {}",
                moves.join(" ")
            )
        );
        let (read, replayed) = Record::read(&line).unwrap();
        assert_eq!(read.tag(Tag::South), Some("Amina_Yusuf"));
        assert_eq!(read.moves, record.moves);
        assert_eq!(replayed.position(), game.position());
    }

    #[test]
    fn a_bad_record_says_which_move_is_wrong_and_why() {
        let error = Record::read("shax first=south moves d2 d6 d2").unwrap_err();
        assert_eq!(
            error.to_string(),
            "move 3, d2: illegal move d2: d2 is occupied"
        );
        for (text, says) in [
            ("", "empty"),
            ("chess moves e4", "unknown game 'chess'"),
            ("shax d2 d6", "'d2' is neither an option nor a tag"),
            ("shax first=south", "no 'moves' word"),
            ("shax seeds=4 moves", "only for sadeqa-iii"),
            ("shax date=1 date=2 moves", "'date' is given twice"),
            (
                "bao-la-kimasai moves b2-a2 zz",
                "move 2, zz: cannot read move",
            ),
        ] {
            let error = Record::read(text).unwrap_err().to_string();
            assert!(error.contains(says), "{text}: {error}");
        }
    }

    #[test]
    fn a_link_holds_the_record_and_reads_back_through_a_browsers_escapes() {
        let (record, _) = Record::read("shax first=south south=Amina moves d2 d6").unwrap();
        let fragment = link_fragment(&record);
        assert_eq!(fragment, "shax+first=south+south=Amina+moves+d2+d6");
        for link in [
            format!("https://example.org/daga/#{fragment}"),
            fragment.clone(),
            fragment.replace('+', "%20").replace('=', "%3D"),
            format!("#{fragment}"),
            record.to_string(),
        ] {
            let text = record_text_of_link(&link);
            assert_eq!(Record::read(&text).unwrap().0, record, "{link}");
        }
        // Escapes cut short or not hexadecimal are kept as they are; whole ones are undone,
        // a character of several bytes too.
        for (odd, read) in [
            ("%", "%"),
            ("%4", "%4"),
            ("%zz", "%zz"),
            ("#%", "%"),
            ("a%2", "a%2"),
            ("a%41", "aA"),
            ("%E2%80%94", "—"),
            ("%FF", "\u{FFFD}"),
        ] {
            assert_eq!(record_text_of_link(odd), read, "{odd}");
        }
    }

    #[test]
    fn a_game_from_another_position_has_no_record() {
        let game = AnyMatch::load("sadeqa-iii 0,0,3,0,0,0,0,0/0,2,0,0,0,0,2,0 south 0 0").unwrap();
        assert_eq!(Record::of(&game, Vec::new()), None);
    }
}
