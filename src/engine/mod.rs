//! `daga engine`: the text protocol over stdin/stdout, one command a line.

pub mod command;
mod line_reader;
pub mod session;

use std::io::{self, BufRead, Write};

pub use line_reader::{Line, MAX_LINE_BYTES, read_line};
pub use session::{Reply, Session};

/// Runs the protocol until `quit` or end of input.
pub fn run(input: &mut impl BufRead, output: &mut impl Write) -> io::Result<()> {
    let mut session = Session::default();
    while let Some(line) = read_line(input)? {
        let reply = match line {
            Line::Text(text) => session.execute(&text),
            Line::TooLong => Reply::refused(format!("line longer than {MAX_LINE_BYTES} bytes")),
        };
        output.write_all(reply.to_wire().as_bytes())?;
        output.flush()?;
        if reply.quit {
            break;
        }
    }
    Ok(())
}
