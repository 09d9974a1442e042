//! Reads protocol lines from bytes: bounded length, any bytes accepted, CR-LF tolerated.

use std::io::{self, BufRead};

/// Longest line kept; the rest of a longer line is skipped and the line refused.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// One input line.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    Text(String),
    TooLong,
}

/// Reads the next line, or `None` at end of input. Invalid UTF-8 becomes U+FFFD.
pub fn read_line(input: &mut impl BufRead) -> io::Result<Option<Line>> {
    let mut bytes = Vec::new();
    let mut too_long = false;
    let mut saw_any = false;
    loop {
        let buffer = match input.fill_buf() {
            Ok(buffer) => buffer,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buffer.is_empty() {
            break;
        }
        saw_any = true;
        let (chunk, found_end) = match buffer.iter().position(|&b| b == b'\n') {
            Some(i) => (&buffer[..i], Some(i + 1)),
            None => (buffer, None),
        };
        if bytes.len() + chunk.len() > MAX_LINE_BYTES {
            too_long = true;
        } else if !too_long {
            bytes.extend_from_slice(chunk);
        }
        let used = found_end.unwrap_or(buffer.len());
        input.consume(used);
        if found_end.is_some() {
            break;
        }
    }
    if !saw_any {
        return Ok(None);
    }
    if too_long {
        return Ok(Some(Line::TooLong));
    }
    if bytes.last() == Some(&b'\r') {
        bytes.pop();
    }
    Ok(Some(Line::Text(
        String::from_utf8_lossy(&bytes).into_owned(),
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8]) -> Vec<Line> {
        let mut reader = io::BufReader::with_capacity(16, input);
        std::iter::from_fn(|| read_line(&mut reader).unwrap()).collect()
    }

    #[test]
    fn splits_lines_and_strips_cr() {
        assert_eq!(
            lines(b"games\r\nlegal\nlast"),
            vec![
                Line::Text("games".into()),
                Line::Text("legal".into()),
                Line::Text("last".into())
            ]
        );
    }

    #[test]
    fn invalid_utf8_is_replaced_not_fatal() {
        assert_eq!(
            lines(b"\xff\xfeplay\n"),
            vec![Line::Text("\u{fffd}\u{fffd}play".into())]
        );
    }

    #[test]
    fn long_lines_are_refused_and_skipped_whole() {
        let mut input = vec![b'a'; MAX_LINE_BYTES + 10];
        input.extend_from_slice(b"\ngames\n");
        assert_eq!(
            lines(&input),
            vec![Line::TooLong, Line::Text("games".into())]
        );
    }
}
