//! The `daga` command line: bad input gets a clear message and exit code 2, never a panic.

use std::process::Command;

fn run(args: &[&str]) -> (Option<i32>, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_daga"))
        .args(args)
        .output()
        .expect("the daga binary runs");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn bad_command_lines_are_refused_with_a_reason() {
    for (args, reason) in [
        (
            &["selfplay", "shax", "minimax7", "L3"][..],
            "plays only sadeqa-iii",
        ),
        (
            &["selfplay", "kimasai", "L1", "L2"],
            "unknown game 'kimasai'",
        ),
        (&["selfplay", "shax", "L9", "L1"], "'L9' is not"),
        (&["selfplay", "shax", "L1", "L2", "x"], "whole numbers"),
        (&["selfplay"], "needs a game and two contestants"),
        (&["perft", "x", "shax"], "needs a depth"),
        (&["perft", "1", "chess"], "unknown game 'chess'"),
        (&["perft", "1", "shax", "seeds=4"], "only for sadeqa-iii"),
        (&["perft", "2", "shax", "S.S"], "bad position"),
        (&["bench", "0"], "positive number of plies"),
        (&["engine", "extra"], "engine takes no arguments"),
        (&["frobnicate"], "unknown argument 'frobnicate'"),
        (&["review"], "review takes one link or record"),
        (
            &["review", "shax moves d2 d2"],
            "move 2, d2: illegal move d2",
        ),
        (&["review", "go moves"], "unknown game 'go'"),
        (
            &["puzzles"],
            "puzzles takes mine GAME N SEED OUT, or show GAME",
        ),
        (&["puzzles", "show", "chess"], "unknown game 'chess'"),
        (
            &["puzzles", "mine", "shax", "0", "1", "/tmp/x"],
            "N is a whole number above 0",
        ),
        (&["chances"], "chances needs a game"),
        (&["chances", "shax", "many"], "whole numbers"),
        (
            &["chances", "shax", "1", "--positions"],
            "--positions needs a file",
        ),
        (
            &["chances", "shax", "1", "--positions", "/nonexistent/p.txt"],
            "cannot write the positions",
        ),
        (&["chances", "from"], "needs positions files"),
        (
            &["chances", "from", "/nonexistent/p.txt"],
            "cannot read /nonexistent/p.txt",
        ),
        (
            &["agreement", "shax"],
            "GAME POSITIONS BEFORE-PLY SEED [NODES]",
        ),
        (
            &["agreement", "shax", "1", "24", "1", "many"],
            "whole numbers",
        ),
        (&["agreement", "go", "1", "2", "3"], "unknown game 'go'"),
        (&["agreement", "shax", "x", "24", "1"], "whole numbers"),
        (
            &["fit"],
            "fit takes: games GAME GAMES NODES OPENING-PLIES SEED",
        ),
        (
            &["fit", "games", "go", "1", "2", "3", "4"],
            "unknown game 'go'",
        ),
        (
            &["fit", "games", "shax", "x", "2", "3", "4"],
            "whole numbers",
        ),
        (&["fit", "weights"], "fit takes"),
        (&["fit", "weights", "--no-waiting"], "needs a FILE"),
        (
            &["fit", "weights", "--taper", "30,40", "f"],
            "taper's points",
        ),
        (
            &["fit", "weights", "--taper", "22", "--no-waiting"],
            "needs a FILE",
        ),
        (&["tables"], "tables takes build, full-boards"),
        (
            &["tables", "build", "now"],
            "tables takes build, full-boards",
        ),
        (
            &["tables", "full-boards"],
            "tables full-boards takes NODES FILE",
        ),
        (
            &["tables", "full-boards", "0", "scores.bin"],
            "NODES is a whole number above 0",
        ),
        (
            &["tables", "full-boards", "1", "2", "3"],
            "tables full-boards takes NODES FILE",
        ),
        (
            &["tables", "sadeqa-match", "10", "41", "1"],
            "1 to 40 seeds",
        ),
        (&["tables", "sadeqa-match", "10"], "PAIRS SEEDS SEED"),
        (&["tables", "match", "10"], "PAIRS PIECES SEED"),
        (&["tables", "match", "10", "9", "1"], "3 to 8 pieces a side"),
        (
            &["tables", "match", "10", "5", "1", "30"],
            "3 or 4 with LONG-WIN",
        ),
        (
            &["tables", "match", "10", "4", "1", "300"],
            "PAIRS PIECES SEED",
        ),
    ] {
        check_refused(args, reason);
    }
}

/// The window's options, whichever comes first, are read by the app, which names what is wrong.
#[cfg(feature = "gui")]
#[test]
fn bad_window_options_are_refused_with_a_reason() {
    for (args, reason) in [
        (&["--colour", "red"][..], "unknown argument '--colour'"),
        (&["--mid-move", "99"], "--mid-move 99: expected seconds"),
        (&["--size", "3x3", "--game", "shax"], "--size 3x3"),
        (&["--game"], "--game needs a value"),
        (
            &["--learn", "shax:99"],
            "Shax has no lesson 99: its lessons are 1 to 7",
        ),
        (
            &["--learn", "sadeqa-iii:0"],
            "Sadeqa III has no lesson 0: its lessons are 1 to 6",
        ),
        (
            &["--learn", "shax:two"],
            "--learn shax:two: expected GAME or GAME:NUMBER",
        ),
        (&["--learn", "go"], "unknown game 'go'"),
        (
            &["--learn", "shax", "--game", "shax"],
            "--learn opens a lesson",
        ),
        (
            &["--puzzle", "shax:999"],
            "--puzzle shax:999: expected daily, GAME or GAME:NUMBER (a puzzle the game has)",
        ),
        (&["--puzzle", "weekly"], "--puzzle weekly: expected daily"),
        (
            &["--puzzle", "daily", "--learn", "shax"],
            "--puzzle opens a puzzle",
        ),
        (
            &[
                "--screenshot",
                "/nonexistent/shot.png",
                "--open",
                "https://x.org/#shax+first=south+moves+d2+d2",
            ],
            "--open: move 2, d2: illegal move d2: d2 is occupied",
        ),
        (
            &[
                "--screenshot",
                "/nonexistent/shot.png",
                "--open",
                "chess moves",
            ],
            "--open: unknown game 'chess'",
        ),
        (
            &["--open", "shax moves", "--game", "shax"],
            "--open opens the game",
        ),
        (
            &["--review", "shax moves d2 d2"],
            "--review: move 2, d2: illegal move d2: d2 is occupied",
        ),
        (
            &["--review", "shax moves d2", "--at", "2"],
            "--at 2: expected how many moves into the game",
        ),
        (&["--at", "1"], "--at 1: expected how many moves"),
        (
            &["--review", "shax moves d2", "--at", "one"],
            "--at one: expected",
        ),
        (
            &["--review", "shax moves", "--open", "shax moves"],
            "--review reviews the game",
        ),
    ] {
        check_refused(args, reason);
    }
}

/// `daga ARGS` exits with code 2 and says `reason`, without a panic.
fn check_refused(args: &[&str], reason: &str) {
    let (code, stderr) = run(args);
    assert_eq!(code, Some(2), "{args:?}: {stderr}");
    assert!(stderr.contains(reason), "{args:?} says why: {stderr}");
    assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
}

/// A file of full boards' scores that is missing or of the wrong size is refused, without a
/// panic; the shipped one reads.
#[test]
fn full_boards_files_are_checked() {
    let (code, stderr) = run(&["tables", "full-boards", "/nonexistent/scores.bin"]);
    assert_eq!(code, Some(1), "{stderr}");
    assert!(
        stderr.contains("cannot read /nonexistent/scores.bin"),
        "{stderr}"
    );
    let file = std::env::temp_dir().join(format!("daga-boards-{}.bin", std::process::id()));
    std::fs::write(&file, [0u8; 12]).unwrap();
    let (code, stderr) = run(&["tables", "full-boards", file.to_str().unwrap()]);
    std::fs::remove_file(&file).ok();
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.contains("take 341708 bytes, not 12"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    let shipped = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/tables/shax-full-boards.bin"
    );
    let (code, stderr) = run(&["tables", "full-boards", shipped]);
    assert_eq!(code, Some(0), "{stderr}");
}

/// A file of fitting positions with a bad line is refused by its line, and a missing one by its
/// name; neither panics.
#[test]
fn bad_fitting_files_are_refused_by_line() {
    let file = std::env::temp_dir().join(format!("daga-fit-{}.txt", std::process::id()));
    std::fs::write(
        &file,
        "0 1 bao-la-kimasai 000000000001/000000000000/000000000000/101000000000 south\n\
         0 1 bao-la-kimasai 0001/0/0/1 south\n",
    )
    .unwrap();
    let (code, stderr) = run(&["fit", "weights", file.to_str().unwrap()]);
    std::fs::remove_file(&file).unwrap();
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.contains("line 2:"), "{stderr}");
    let (code, stderr) = run(&["fit", "weights", "/nonexistent/positions.txt"]);
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.contains("/nonexistent/positions.txt"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

/// Kimasai's fitting options are refused for Shax positions, and files of two games together.
#[test]
fn shax_fitting_refuses_what_only_kimasai_has() {
    let dir = std::env::temp_dir();
    let shax = dir.join(format!("daga-fit-shax-{}.txt", std::process::id()));
    let kimasai = dir.join(format!("daga-fit-kimasai-{}.txt", std::process::id()));
    std::fs::write(
        &shax,
        "0 1 shax ..S...../......../NN.S.... south place 10 10 - 0\n",
    )
    .unwrap();
    std::fs::write(
        &kimasai,
        "0 1 bao-la-kimasai 000000000001/000000000000/000000000000/101000000000 south\n",
    )
    .unwrap();
    let (shax_path, kimasai_path) = (shax.to_str().unwrap(), kimasai.to_str().unwrap());
    check_refused(
        &["fit", "weights", "--taper", "22", shax_path],
        "are for Bao la Kimasai's evaluation",
    );
    let (code, stderr) = run(&["fit", "weights", shax_path, kimasai_path]);
    std::fs::remove_file(&shax).unwrap();
    std::fs::remove_file(&kimasai).unwrap();
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.contains("the same game"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

/// `daga puzzles show` prints each shipped puzzle as the engine's `load` arguments and its
/// solution, and the engine plays that solution from that position.
#[test]
fn each_shown_puzzle_plays_in_the_engine() {
    for game in ["shax", "sadeqa-iii", "bao-la-kimasai"] {
        let output = Command::new(env!("CARGO_BIN_EXE_daga"))
            .args(["puzzles", "show", game])
            .output()
            .expect("the daga binary runs");
        assert!(output.status.success());
        let shown = String::from_utf8(output.stdout).unwrap();
        assert!(
            shown.lines().count() >= 150,
            "{game}: {} puzzles",
            shown.lines().count()
        );
        let mut engine = daga::engine::Session::default();
        for line in shown.lines() {
            let (position, solution) = line.split_once('\t').expect("a tab");
            assert!(position.starts_with(game), "{line}");
            assert!(engine.execute(&format!("load {position}")).ok, "{line}");
            for mv in solution.split(' ') {
                let played = engine.execute(&format!("play {mv}"));
                assert!(played.ok, "{line}: {mv}: {}", played.text);
            }
        }
    }
}
