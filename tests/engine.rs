//! The `daga engine` protocol, spoken to the real binary over stdin/stdout.

use std::io::Write;
use std::process::{Command, Stdio};

use daga::rules::GameId;

/// The answer to `games`: every game's id.
fn games_answer() -> String {
    let ids: Vec<&str> = GameId::ALL.iter().map(|game| game.id()).collect();
    format!("= {}", ids.join(" "))
}

/// Runs the engine on `input` and returns everything it wrote.
fn engine_output(input: &[u8]) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_daga"))
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the daga binary runs");
    child.stdin.take().unwrap().write_all(input).unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "engine exits cleanly");
    String::from_utf8(output.stdout).expect("answers are UTF-8")
}

/// Runs the engine on `input` and returns its answers (each without the closing empty line).
fn converse(input: &[u8]) -> Vec<String> {
    let text = engine_output(input);
    assert!(
        text.is_empty() || text.ends_with("\n\n"),
        "every answer ends with an empty line"
    );
    text.split_terminator("\n\n").map(str::to_string).collect()
}

fn script(lines: &[&str]) -> Vec<String> {
    converse(format!("{}\n", lines.join("\n")).as_bytes())
}

#[test]
fn games_and_refusals_before_new() {
    let answers = script(&["games", "legal", "play a1", "turn", "position", "moves", ""]);
    assert_eq!(answers[0], games_answer());
    for answer in &answers[1..] {
        assert!(answer.starts_with("? "), "{answer}");
    }
    assert_eq!(answers.len(), 7);
}

#[test]
fn a_kimasai_game_through_the_protocol() {
    let answers = script(&[
        "new bao-la-kimasai",
        "legal",
        "play b2",
        "moves",
        "score",
        "turn",
        "legal",
        "play k3-l3",
        "score",
        "undo",
        "score",
        "status",
        "position",
    ]);
    assert_eq!(
        answers,
        [
            "=",
            "= b2-a2",
            "=",
            "= b2-a2",
            "= 2 0",
            "= north",
            "= b4-a4 k3-l3",
            "=",
            "= 2 2",
            "=",
            "= 2 0",
            "= ongoing",
            "= bao-la-kimasai 011111111111/011111111110/101111111111/111111111111 north",
        ]
    );
}

#[test]
fn options_first_and_seeds() {
    let answers = script(&[
        "new sadeqa-iii first=north seeds=4",
        "turn",
        "position",
        "new sadeqa-iii seeds=5",
        "turn",
        "new shax seeds=4",
        "new shax first=up",
        "new chess",
        "new",
    ]);
    assert_eq!(answers[1], "= north");
    assert_eq!(
        answers[2],
        "= sadeqa-iii 4,4,4,4,4,4,4,4/4,4,4,4,4,4,4,4 north 0 0"
    );
    assert!(answers[3].starts_with("? "));
    assert_eq!(answers[4], "= north", "a refused new keeps the game");
    for answer in &answers[5..] {
        assert!(answer.starts_with("? "), "{answer}");
    }
}

#[test]
fn load_sets_a_position_and_refuses_bad_text() {
    let answers = script(&[
        "new shax",
        "load shax SSNNNSSS/SNNNNSSS/SNN.NNSS south move 0 0 - 0",
        "status",
        "turn",
        "legal",
        "play e5-e4",
        "load shax SSNNNSSS/SNNNNSSS/SNN.NNSS south move",
        "load go 19x19",
        "load",
        "status",
        "moves",
        "undo",
    ]);
    assert_eq!(answers[1], "=");
    assert_eq!(answers[2], "= draw hadig");
    assert_eq!(answers[3], "= none");
    assert_eq!(answers[4], "=", "legal is bare when the game is over");
    assert!(answers[5].starts_with("? "), "play is refused when over");
    for answer in &answers[6..9] {
        assert!(answer.starts_with("? bad position"), "{answer}");
    }
    assert_eq!(answers[9], "= draw hadig", "refused loads change nothing");
    assert_eq!(answers[10], "=");
    assert!(answers[11].starts_with("? "));
}

#[test]
fn sadeqa_end_awards_the_board_to_the_last_mover() {
    let answers = script(&[
        "load sadeqa-iii 0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0 south 40 50",
        "legal",
        "play h",
        "status",
        "score",
    ]);
    // h sows into A (north's row); north then has A and can move: the game goes on.
    assert_eq!(answers[1], "= h");
    assert_eq!(answers[3], "= ongoing");
    // g sows into h (south's own empty hole, A across is empty): north has nothing to sow,
    // and south, who moved last, takes the seed left: 41 to 50.
    let answers = script(&[
        "load sadeqa-iii 0,0,0,0,0,0,1,0/0,0,0,0,0,0,0,0 south 40 50",
        "play g",
        "status",
        "score",
        "turn",
    ]);
    assert_eq!(answers[2], "= win north no-moves");
    assert_eq!(answers[3], "= 41 50");
    assert_eq!(answers[4], "= none");
}

#[test]
fn garbage_long_lines_and_invalid_utf8_never_stop_the_engine() {
    let mut input = Vec::new();
    input.extend_from_slice(b"\xff\xfe\xfd\n");
    input.extend_from_slice(&vec![b'x'; 200_000]);
    input.extend_from_slice(
        b"\n\x00\x01\x02\nplay\nnew shax first\nnew shax\nplay \xff\n   \n\tlegal  extra\ngames\n",
    );
    let answers = converse(&input);
    assert_eq!(answers.len(), 10);
    for answer in &answers[..9] {
        assert!(answer.starts_with('?') || answer == "=", "{answer:?}");
    }
    assert_eq!(answers[9], games_answer());
}

#[test]
fn quit_ends_the_session_and_end_of_input_too() {
    assert_eq!(
        script(&["games", "quit", "games"]),
        [games_answer(), "=".to_string()]
    );
    assert_eq!(
        converse(b"games"),
        [games_answer()],
        "a last line without newline"
    );
    assert!(converse(b"").is_empty());
}

#[test]
fn a_clock_caps_a_level_and_never_raises_it() {
    // The same search as level 1 alone: the same nodes, depth and move, so level 1 with five
    // seconds answers at level 1's speed and keeps its deliberate mistakes.
    for game in ["shax", "sadeqa-iii", "bao-la-kimasai"] {
        let answers = script(&[
            &format!("new {game}"),
            "analyze level=1 seed=4",
            "analyze level=1 seed=4 movetime=5000",
            "genmove level=1 seed=4",
            "undo",
            "genmove level=1 seed=4 movetime=5000",
        ]);
        assert_eq!(
            answers[1], answers[2],
            "{game}: analyze with and without a clock"
        );
        assert_eq!(answers[3], answers[5], "{game}: the same move with a clock");
    }
}

#[test]
fn answers_match_the_recorded_session_byte_for_byte() {
    // Recorded from the engine before moves became typed inside the program: every command, all
    // three games, refusals and bad input. The protocol is a contract, so the bytes must not move;
    // only the searches' answers changed with the fitted evaluations: Bao la Kimasai's two scores
    // (and one depth-2 node count, the same moves), and Shax's moves, scores and lines after
    // `play d2` (its fitted evaluation plays otherwise; docs/BENCHMARKS.md, session 30).
    let answers = engine_output(include_bytes!("data/engine-session.in"));
    let recorded = include_str!("data/engine-session.out");
    for (line, (got, want)) in answers.lines().zip(recorded.lines()).enumerate() {
        assert_eq!(got, want, "answer line {}", line + 1);
    }
    assert_eq!(answers, recorded);
}

#[test]
fn probe_answers_from_the_endgame_tables_for_the_player_to_move() {
    let answers = script(&[
        "probe",
        "load shax S.S.S.../N.N.N.../........ south move 0 0 - 0",
        "probe",
        "load shax SNS.N.../N.S...../........ south move 0 0 - 0",
        "probe",
        // A hadig: South is blocked, so North moves, and loses.
        "load shax SSSN...N/.N....../........ south move 0 0 - 0",
        "turn",
        "probe",
        // 99 quiet plies: the 100-ply draw may come before the table's win.
        "load shax S.S.S.../N.N.N.../........ south move 0 0 - 99",
        "probe",
        "new shax",
        "probe",
        "new sadeqa-iii",
        "probe",
        // South sows h into North's row, North sows A to B, and South has nothing left to sow:
        // North takes the last seed, and South, 3 to 1 up before, ends 1 seed ahead.
        "load sadeqa-iii 0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0 south 3 1",
        "probe",
        // North sows A to B, South cannot move, North takes the seed: North ends 1 behind.
        "load sadeqa-iii 0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0 north 3 1",
        "probe",
        "probe now",
    ]);
    assert_eq!(
        answers,
        [
            "? no game yet: start one with new GAME",
            "=",
            "= win 5",
            "=",
            "= draw",
            "=",
            "= north",
            "= loss 4",
            "=",
            "= unknown",
            "=",
            "= unknown",
            "=",
            "= unknown",
            "=",
            "= margin 1",
            "=",
            "= margin -1",
            "? probe takes no arguments",
        ]
    );
}

#[test]
fn analyze_in_a_table_position_gives_the_whole_line_to_the_end() {
    let position = "load shax S.S.S.../N.N.N.../........ south move 0 0 - 0";
    let answers = script(&[position, "analyze"]);
    let pv: Vec<&str> = answers[1]
        .split(" pv ")
        .nth(1)
        .unwrap()
        .split(' ')
        .collect();
    assert!(answers[1].contains("score 999995"), "{}", answers[1]);
    assert_eq!(pv.len(), 5, "a win in 5 plies: {pv:?}");
    let mut lines = vec![position.to_string()];
    lines.extend(pv.iter().map(|mv| format!("play {mv}")));
    lines.push("status".into());
    let words: Vec<&str> = lines.iter().map(String::as_str).collect();
    let replayed = script(&words);
    assert_eq!(replayed.last().unwrap(), "= win south two-pieces");
}
