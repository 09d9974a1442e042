//! The `daga` command: the game window, `daga engine` (text protocol) and `daga bench`.

mod tools;

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

const USAGE: &str = "\
daga — Shax, Sadeqa III and Bao la Kimasai

usage:
  daga [--size WxH] [--lang en|sw|so|om]
                       start the game window (in that language: English,
                       Kiswahili, Somali, Afaan Oromoo; else the settings' or
                       the system's)
  daga --game GAME [--moves 'm1 m2 …']
                       open a game for two at this screen and show those moves
  daga --continue [--moves 'm1 m2 …']
                       continue the saved game (and play those moves on)
  daga --learn GAME[:N]
                       open lesson N (1 by default) of the game
  daga --puzzle daily|GAME[:N]
                       open today's puzzle, or puzzle N (1 by default) of the game
  daga --open LINK_OR_RECORD
                       open the game a link or a game record holds
  daga --screenshot PATH --game GAME [--moves 'm1 m2 …'] [--picks 'spot …'] [--size WxH]
                 [--mid-move SECONDS]
  daga --screenshot PATH --learn GAME:N [--picks 'spot …'] [--size WxH]
  daga --screenshot PATH --puzzle daily|GAME:N [--picks 'spot …'] [--size WxH]
  daga --review LINK_OR_RECORD [--at N]
                       review that game, from the position after N moves
  daga --screenshot PATH --open LINK_OR_RECORD [--size WxH]
  daga --screenshot PATH --review LINK_OR_RECORD [--at N] [--size WxH]
                       draw that position in a window, save it as PNG and exit
                       (--mid-move: show the last move animated, SECONDS into it)
  daga engine          speak the text protocol on stdin/stdout (see docs/PROTOCOL.md)
  daga bench [PLIES]   random-playout speed of each game's rules
  daga perft DEPTH GAME [first=…] [seeds=…] | daga perft DEPTH POSITION
                       count the move sequences DEPTH plies deep
  daga selfplay GAME A B [PAIRS] [OPENING-PLIES] [SEED] [MAX-IMBALANCE]
                       a match between computer players (L1..L5, L5@MS, random,
                       minimax7, mcts@MS); openings are redrawn while a search
                       judges them more than MAX-IMBALANCE hundredths from even
  daga serve [--port 3536] [--address IP] [--web DIR] [--allow-origin URL ...]
                       host online games: the signalling server, and the web
                       page (web/dist by default) on the same port; pages of
                       other web sites may use it only when allowed. Limits:
                       [--silence 30s] [--room-waits 24h] [--max-connections
                       10000] [--max-rooms 5000] [--per-address-per-minute 300]
  daga duel --server ws://HOST:PORT --room NAME --game GAME --side south|north
            --level N [--delay-ms MS]
                       play one side of an online game with the computer; print
                       the record when it ends (started again, it rejoins)
  daga review LINK_OR_RECORD
                       the computer's review of a game: each move's winning
                       chances and judgement, and the time it took
  daga chances GAME [GAMES] [OPENING-PLIES] [SEED] [--positions FILE]
                       level-5 self-play scored move by move, and the fit of
                       winning chances to the scores (docs/BENCHMARKS.md); with
                       --positions, each position, its result and score to FILE
  daga chances from FILE...
                       the same fit and table on the games of such FILEs, each
                       game once
  daga fit games GAME GAMES NODES OPENING-PLIES SEED
                       self-play positions (searches of NODES nodes after random
                       opening plies) with their games' results, one a line
  daga fit weights [--no-waiting] [--taper POINTS] [--keep-ends] FILE...
                       fit Bao la Kimasai's or Shax's evaluation to such
                       positions and predict the held-out games (Kimasai's:
                       without the waiting steps and the stand-off, those
                       weights stay 0; with --taper
                       22 or 30,14, weights also at those stones on the board;
                       with --keep-ends, only those, from the shipped ones)
  daga agreement GAME POSITIONS BEFORE-PLY SEED [NODES]
                       how often level 5 plays a 30 times deeper search's move,
                       in positions of level-5 games before that ply (with
                       NODES, level 5 searching that many nodes instead)
  daga puzzles mine GAME N SEED OUT
                       find N puzzles (one move alone keeps the win, by the
                       endgame tables) in level-5 self-play and random table
                       positions, and write them to OUT (assets/puzzles)
  daga puzzles show GAME
                       each shipped puzzle: the engine's load arguments, a
                       tab, the solution
  daga tables build    build Shax's endgame tables (3 or 4 pieces a side) and
                       Sadeqa III's (up to 10 seeds) and print their figures
  daga tables full-boards NODES FILE
                       score every full Shax board (the end of placing) with a
                       search of NODES nodes and write the scores to FILE
                       (assets/tables/shax-full-boards.bin was made with 20000);
                       with FILE alone, read it and print how the scores fall
  daga tables match PAIRS PIECES SEED [LONG-WIN]
                       level 5 against level 5 without the tables, from random
                       balanced movement positions with PIECES a side (or table
                       wins of LONG-WIN plies or more), each side once
  daga tables sadeqa-match PAIRS SEEDS SEED
                       the same in Sadeqa III, from random balanced boards with
                       SEEDS seeds
  daga --help          this text";

fn main() -> ExitCode {
    #[cfg(target_arch = "wasm32")]
    run_static_constructors_once();
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        None => start_app(&[]),
        Some("--help" | "-h" | "help") => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        // The window's options: the app reads them all (and refuses an unknown one), so no list
        // of them is kept here to fall out of step.
        Some(flag) if flag.starts_with("--") => start_app(&args),
        Some("engine") if args.len() == 1 => {
            let stdin = io::stdin();
            let mut output = BufWriter::new(io::stdout().lock());
            match daga::engine::run(&mut stdin.lock(), &mut output) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("daga engine: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Some("engine") => usage_error("engine takes no arguments"),
        Some("bench") => {
            let plies = match args.get(1).map(|n| n.parse::<u64>()) {
                None => 2_000_000,
                Some(Ok(n)) if n > 0 => n,
                Some(_) => return usage_error("bench takes a positive number of plies"),
            };
            tools::bench::print_playout_speeds(plies);
            println!();
            tools::bench::print_search_speeds(1.0);
            ExitCode::SUCCESS
        }
        Some("perft") => perft(&args[1..]),
        Some("selfplay") => selfplay(&args[1..]),
        Some("chances") => chances(&args[1..]),
        Some("agreement") => agreement(&args[1..]),
        Some("fit") => fit(&args[1..]),
        Some("review") if args.len() == 2 => review(&args[1]),
        Some("tables") => tables(&args[1..]),
        Some("puzzles") => puzzles(&args[1..]),
        Some("review") => usage_error("review takes one link or record (quote it)"),
        #[cfg(all(feature = "online", not(target_arch = "wasm32")))]
        Some("serve") => match tools::serve::ServeArgs::read(&args[1..]) {
            Ok(serve) => match tools::serve::serve(serve) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("daga serve: {e}");
                    ExitCode::FAILURE
                }
            },
            Err(e) => usage_error(&e),
        },
        #[cfg(all(feature = "online", not(target_arch = "wasm32")))]
        Some("duel") => match tools::duel::DuelArgs::read(&args[1..]) {
            Ok(duel) => match tools::duel::duel(duel) {
                Ok(record) => {
                    println!("{record}");
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("daga duel: {e}");
                    ExitCode::FAILURE
                }
            },
            Err(e) => usage_error(&e),
        },
        Some(other) => usage_error(&format!("unknown argument '{other}'")),
    }
}

/// `daga tables build` and `daga tables match PAIRS PIECES SEED [LONG-WIN]`.
fn puzzles(args: &[String]) -> ExitCode {
    let game = |text: &str| {
        text.parse::<daga::rules::GameId>()
            .map_err(|e| e.to_string())
    };
    let result = match args {
        [command, name] if command == "show" => match game(name) {
            Ok(game) => tools::puzzles::show(game),
            Err(e) => return usage_error(&format!("puzzles show: {e}")),
        },
        [command, name, wanted, seed, out] if command == "mine" => {
            match (game(name), wanted.parse::<usize>(), seed.parse::<u64>()) {
                (Ok(game), Ok(wanted), Ok(seed)) if wanted > 0 => {
                    tools::puzzles::mine(game, wanted, seed, out)
                }
                (Err(e), ..) => return usage_error(&format!("puzzles mine: {e}")),
                _ => {
                    return usage_error(
                        "puzzles mine: N is a whole number above 0, SEED a whole number",
                    );
                }
            }
        }
        _ => return usage_error("puzzles takes mine GAME N SEED OUT, or show GAME"),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("daga puzzles: {e}");
            ExitCode::FAILURE
        }
    }
}

fn tables(args: &[String]) -> ExitCode {
    let result = match args.first().map(String::as_str) {
        Some("build") if args.len() == 1 => tools::tables::build(),
        Some("full-boards") => match args[1..] {
            [ref file] => tools::full_boards::check(file),
            [ref nodes, ref file] => match nodes.parse::<u64>() {
                Ok(nodes) if nodes > 0 => tools::full_boards::build(nodes, file),
                _ => return usage_error("tables full-boards: NODES is a whole number above 0"),
            },
            _ => return usage_error("tables full-boards takes NODES FILE, or FILE to check it"),
        },
        Some("match") => {
            let numbers: Vec<Option<u64>> = args[1..].iter().map(|a| a.parse().ok()).collect();
            let (pairs, pieces, seed, long_win) = match numbers[..] {
                [Some(pairs), Some(pieces), Some(seed)] => (pairs, pieces, seed, None),
                [Some(pairs), Some(pieces), Some(seed), Some(long)] if long <= 127 => {
                    (pairs, pieces, seed, Some(long as u16))
                }
                _ => return usage_error("tables match takes PAIRS PIECES SEED [LONG-WIN]"),
            };
            let known = long_win.is_none() || pieces <= 4;
            if !(3..=8).contains(&pieces) || !known {
                return usage_error("tables match: 3 to 8 pieces a side, 3 or 4 with LONG-WIN");
            }
            let pairs = pairs.min(u32::MAX as u64) as u32;
            tools::tables::match_against_the_old_level(pairs, pieces as u32, seed, long_win)
        }
        Some("sadeqa-match") => match args[1..]
            .iter()
            .map(|a| a.parse::<u32>().ok())
            .collect::<Vec<_>>()[..]
        {
            [Some(pairs), Some(seeds), Some(seed)] if (1..=40).contains(&seeds) => {
                tools::tables::sadeqa_match(pairs, seeds, seed as u64)
            }
            _ => return usage_error("tables sadeqa-match takes PAIRS SEEDS SEED (1 to 40 seeds)"),
        },
        _ => {
            return usage_error(
                "tables takes build, full-boards [NODES] FILE, match PAIRS PIECES SEED [LONG-WIN], or sadeqa-match PAIRS SEEDS SEED",
            );
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("daga tables: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `daga selfplay GAME A B [PAIRS] [OPENING-PLIES] [SEED] [MAX-IMBALANCE]`: prints A's result
/// against B.
fn selfplay(args: &[String]) -> ExitCode {
    use tools::selfplay::{Contestant, Openings, play_match};
    let [game, a, b, rest @ ..] = args else {
        return usage_error("selfplay needs a game and two contestants");
    };
    let game = match game.parse::<daga::rules::GameId>() {
        Ok(game) => game,
        Err(e) => return usage_error(&e.to_string()),
    };
    let (a, b) = match (Contestant::parse(a), Contestant::parse(b)) {
        (Ok(a), Ok(b)) => (a, b),
        (Err(e), _) | (_, Err(e)) => return usage_error(&e),
    };
    let numbers: Result<Vec<u64>, _> = rest.iter().map(|n| n.parse::<u64>()).collect();
    let Ok(numbers) = numbers else {
        return usage_error("PAIRS, OPENING-PLIES, SEED and MAX-IMBALANCE are whole numbers");
    };
    let pairs = numbers.first().copied().unwrap_or(50) as u32;
    let opening = numbers.get(1).copied().unwrap_or(4) as u32;
    let seed = numbers.get(2).copied().unwrap_or(1);
    let Ok(max_imbalance) = numbers.get(3).map(|&n| i32::try_from(n)).transpose() else {
        return usage_error("MAX-IMBALANCE is too large");
    };
    let openings = Openings {
        plies: opening,
        max_imbalance,
    };
    let clock = std::time::Instant::now();
    let tally = match play_match(game, a, b, pairs, openings, seed) {
        Ok(tally) => tally,
        Err(e) => return usage_error(&e),
    };
    println!(
        "{game}: {} vs {}: {} games, +{} ={} -{}, {:.1} % for {}, {:.1} plies/game, {:.0} s",
        a.label(),
        b.label(),
        tally.games(),
        tally.wins,
        tally.draws,
        tally.losses,
        tally.percent(),
        a.label(),
        tally.plies as f64 / tally.games().max(1) as f64,
        clock.elapsed().as_secs_f64()
    );
    ExitCode::SUCCESS
}

/// `daga review LINK_OR_RECORD`: the game reviewed by the level-5 search, move by move.
fn review(link: &str) -> ExitCode {
    use daga::ai::ThinkOptions;
    use daga::ai::review::GameReview;
    let text = daga::rules::record_text_of_link(link);
    let game = match daga::rules::Record::read(&text) {
        Ok((_, game)) => game,
        Err(e) => return usage_error(&e.to_string()),
    };
    let clock = std::time::Instant::now();
    let mut review = GameReview::new(game);
    review.complete(&ThinkOptions::judging());
    let seconds = clock.elapsed().as_secs_f64();
    for ply in 0..review.moves() {
        let Some(verdict) = review.verdict(ply) else {
            continue;
        };
        let south = review.evaluation(ply + 1).map_or(0.0, |e| e.south_chances);
        let judged = match (verdict.judgement, verdict.better) {
            (Some(j), Some(better)) => format!("  {} (better {better})", j.name()),
            (Some(j), None) => format!("  {}", j.name()),
            _ => String::new(),
        };
        println!(
            "{:>3}. {:<8} {:<5} South {:+.2}{judged}",
            ply + 1,
            verdict.played.to_string(),
            verdict.mover.to_string(),
            south
        );
    }
    let positions = review.moves() + 1;
    println!(
        "{positions} positions searched at level 5 in {seconds:.1} s: {:.2} s a position",
        seconds / positions as f64
    );
    ExitCode::SUCCESS
}

/// `daga chances GAME [GAMES] [OPENING-PLIES] [SEED] [--positions FILE]`: the fit of winning
/// chances to scores, and with `--positions` the scored positions written to FILE.
fn chances(args: &[String]) -> ExitCode {
    if let [from, files @ ..] = args
        && from == "from"
    {
        return chances_from(files);
    }
    let (args, positions_file) = match args.iter().position(|a| a == "--positions") {
        Some(at) => match args.get(at + 1) {
            Some(file) => ([&args[..at], &args[at + 2..]].concat(), Some(file.clone())),
            None => return usage_error("--positions needs a file"),
        },
        None => (args.to_vec(), None),
    };
    let [game, rest @ ..] = args.as_slice() else {
        return usage_error("chances needs a game");
    };
    let game = match game.parse::<daga::rules::GameId>() {
        Ok(game) => game,
        Err(e) => return usage_error(&e.to_string()),
    };
    let numbers: Result<Vec<u32>, _> = rest.iter().map(|n| n.parse::<u32>()).collect();
    let Ok(numbers) = numbers else {
        return usage_error("GAMES, OPENING-PLIES and SEED are whole numbers");
    };
    let games = numbers.first().copied().unwrap_or(40).max(1);
    let opening = numbers.get(1).copied().unwrap_or(4);
    let seed = numbers.get(2).copied().unwrap_or(1) as u64;
    let clock = std::time::Instant::now();
    // Created before the games are played, so a bad path fails at once, not after an hour.
    let mut positions_out = match positions_file.as_deref().map(std::fs::File::create) {
        Some(Ok(file)) => Some(std::io::BufWriter::new(file)),
        Some(Err(e)) => return usage_error(&format!("cannot write the positions: {e}")),
        None => None,
    };
    let played = tools::chances::level_five_samples(game, games, opening, seed);
    print!("{}", tools::chances::report(game, games, &played));
    if let Some(out) = positions_out.as_mut()
        && let Err(e) = played.write_positions(out)
    {
        eprintln!("daga: cannot write the positions: {e}");
        return ExitCode::FAILURE;
    }
    println!("({:.0} s)", clock.elapsed().as_secs_f64());
    ExitCode::SUCCESS
}

/// `daga chances from FILE...`: the fit and its table on the games of several `--positions`
/// files at once, each game once.
fn chances_from(files: &[String]) -> ExitCode {
    if files.is_empty() {
        return usage_error("chances from needs positions files");
    }
    let mut texts = Vec::new();
    for name in files {
        match std::fs::read_to_string(name) {
            Ok(text) => texts.push((name.clone(), text)),
            Err(e) => return usage_error(&format!("cannot read {name}: {e}")),
        }
    }
    match tools::chances_files::pool(&texts) {
        Ok(pooled) => {
            let games = pooled.played.games.len() as u32;
            print!(
                "{}",
                tools::chances::report(pooled.game, games, &pooled.played)
            );
            println!(
                "({} games left out: an earlier file held them)",
                pooled.repeats
            );
            ExitCode::SUCCESS
        }
        Err(e) => usage_error(&e),
    }
}

/// `daga fit games GAME GAMES NODES OPENING-PLIES SEED` and `daga fit weights ...`.
fn fit(args: &[String]) -> ExitCode {
    match args {
        [what, game, games, nodes, plies, seed] if what == "games" => {
            let game = match game.parse::<daga::rules::GameId>() {
                Ok(game) => game,
                Err(e) => return usage_error(&e.to_string()),
            };
            let (Ok(games), Ok(nodes), Ok(plies), Ok(seed)) = (
                games.parse::<u32>(),
                nodes.parse::<u64>(),
                plies.parse::<u32>(),
                seed.parse::<u64>(),
            ) else {
                return usage_error("GAMES, NODES, OPENING-PLIES and SEED are whole numbers");
            };
            let mut out = BufWriter::new(io::stdout().lock());
            let plan = (games, nodes.max(1), plies, seed);
            match tools::fit::record_games(game, plan, &mut out) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("daga fit: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        [what, args @ ..] if what == "weights" && !args.is_empty() => fit_weights(args),
        _ => usage_error(
            "fit takes: games GAME GAMES NODES OPENING-PLIES SEED, or weights [--no-waiting] [--taper POINTS] [--keep-ends] FILE...",
        ),
    }
}

/// `daga fit weights [--no-waiting] [--taper POINTS] [--keep-ends] FILE...`.
fn fit_weights(args: &[String]) -> ExitCode {
    let mut files = args;
    let mut no_waiting = false;
    let mut taper = tools::fit::Taper::shipped();
    let mut refit = tools::fit::Refit::Everything;
    // Whether a flag only Kimasai's taper has was given.
    let mut kimasai_flags = false;
    loop {
        kimasai_flags |= files.first().is_some_and(|word| word.starts_with("--"));
        match files {
            [flag, rest @ ..] if flag == "--no-waiting" => {
                no_waiting = true;
                files = rest;
            }
            [flag, rest @ ..] if flag == "--keep-ends" => {
                refit = tools::fit::Refit::InnerPoints;
                files = rest;
            }
            [flag, points, rest @ ..] if flag == "--taper" => {
                taper = match tools::fit::Taper::through(points) {
                    Ok(taper) => taper,
                    Err(e) => return usage_error(&e),
                };
                files = rest;
            }
            _ => break,
        }
    }
    if files.is_empty() {
        return usage_error("fit weights needs a FILE");
    }
    let (game, examples) = match read_fitting_files(files) {
        Ok(read) => read,
        Err(e) => {
            eprintln!("daga fit: {e}");
            return ExitCode::FAILURE;
        }
    };
    let (mut examples, repeated) = tools::fit::distinct_games(examples);
    let report = if game == Some(daga::rules::GameId::Shax) {
        if kimasai_flags {
            return usage_error(
                "--no-waiting, --taper and --keep-ends are for Bao la Kimasai's evaluation",
            );
        }
        tools::fit_shax::report(&examples)
    } else {
        if no_waiting {
            examples = tools::fit::without_waiting(examples);
        }
        tools::fit::report(
            &examples,
            &taper,
            refit,
            daga::ai::eval_kimasai::SCORE_PER_LOGIT,
        )
    };
    // Written, not printed: a reader that stops early (`| head`) is no error of ours.
    let _ = write!(
        io::stdout(),
        "{repeated} games left out that repeat an earlier one move for move\n{report}"
    );
    ExitCode::SUCCESS
}

/// The examples of `daga fit weights`' FILEs, all of one game, each file's games numbered apart
/// from the others'; the error names the file.
fn read_fitting_files(
    files: &[String],
) -> Result<(Option<daga::rules::GameId>, Vec<tools::fit::Example>), String> {
    let mut examples = Vec::new();
    let mut game = None;
    for (number, file) in files.iter().enumerate() {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
        let (which, more) = tools::fit::read_examples(&text).map_err(|e| format!("{file}: {e}"))?;
        if *game.get_or_insert(which) != which {
            return Err(format!(
                "{file}: every FILE holds positions of the same game"
            ));
        }
        examples.extend(more.into_iter().map(|mut e| {
            e.game += number * 1_000_000;
            e
        }));
    }
    Ok((game, examples))
}

/// `daga agreement GAME POSITIONS BEFORE-PLY SEED [NODES]`: level 5 (or a search of NODES nodes)
/// against a search with 30 times level 5's nodes.
fn agreement(args: &[String]) -> ExitCode {
    let (game, positions, before, seed, nodes) = match args {
        [game, positions, before, seed] => (game, positions, before, seed, None),
        [game, positions, before, seed, nodes] => (game, positions, before, seed, Some(nodes)),
        _ => return usage_error("agreement takes GAME POSITIONS BEFORE-PLY SEED [NODES]"),
    };
    let game = match game.parse::<daga::rules::GameId>() {
        Ok(game) => game,
        Err(e) => return usage_error(&e.to_string()),
    };
    let (Ok(positions), Ok(before), Ok(seed), Ok(nodes)) = (
        positions.parse::<u32>(),
        before.parse::<usize>(),
        seed.parse::<u64>(),
        nodes.map(|n| n.parse::<u64>()).transpose(),
    ) else {
        return usage_error("POSITIONS, BEFORE-PLY, SEED and NODES are whole numbers");
    };
    let clock = std::time::Instant::now();
    let judged_nodes = nodes.map(|n| n.max(1));
    let counted = tools::agreement::agreement(game, positions.max(1), before, seed, judged_nodes);
    let share = |n: u32| 100.0 * n as f64 / counted.positions as f64;
    let judged = match judged_nodes {
        Some(n) => format!("a search of {n} nodes"),
        None => "level 5".to_string(),
    };
    println!(
        "{game}: {judged} played the move of a search with 30 times level 5's nodes in {} of {} \
         positions before ply {before} ({:.0} %), and a move that search scores as high in {} \
         ({:.0} %; {:.0} s)",
        counted.same_move,
        counted.positions,
        share(counted.same_move),
        counted.as_good,
        share(counted.as_good),
        clock.elapsed().as_secs_f64()
    );
    ExitCode::SUCCESS
}

/// `daga perft DEPTH GAME [options]` or `daga perft DEPTH POSITION-TEXT`.
fn perft(args: &[String]) -> ExitCode {
    let Some(Ok(depth)) = args.first().map(|d| d.parse::<u32>()) else {
        return usage_error("perft needs a depth (a whole number), then a game or a position");
    };
    let words: Vec<&str> = args[1..]
        .iter()
        .flat_map(|a| a.split_whitespace())
        .collect();
    let Some((&id, rest)) = words.split_first() else {
        return usage_error("perft needs a game or a position after the depth");
    };
    let game = if rest.iter().all(|w| w.contains('=')) {
        match id.parse::<daga::rules::GameId>() {
            Ok(game) => daga::rules::AnyMatch::new_from_words(game, rest.iter().copied())
                .map_err(|e| e.to_string()),
            Err(e) => Err(e.to_string()),
        }
    } else {
        daga::rules::AnyMatch::load(&words.join(" ")).map_err(|e| e.to_string())
    };
    match game {
        Ok(mut game) => {
            println!("{}", game.perft(depth));
            ExitCode::SUCCESS
        }
        Err(e) => usage_error(&e),
    }
}

fn usage_error(message: &str) -> ExitCode {
    eprintln!("daga: {message}\n\n{USAGE}");
    ExitCode::from(2)
}

#[cfg(feature = "gui")]
fn start_app(args: &[String]) -> ExitCode {
    match daga::app::Launch::from_args(args) {
        Ok(launch) => daga::app::run(launch),
        Err(e) => usage_error(&e.to_string()),
    }
}

#[cfg(not(feature = "gui"))]
fn start_app(_args: &[String]) -> ExitCode {
    eprintln!("daga was built without the `gui` feature; try `daga engine` or `daga --help`");
    ExitCode::FAILURE
}

/// On the web, runs the module's static constructors (the registrations of Bevy's reflected
/// types) once, first. Without an explicit call the linker treats the module as a command and
/// wraps every exported function in a call to all of them, and JavaScript calls exports many
/// times a frame: that was 15 % of the page's own work while a game opened.
#[cfg(target_arch = "wasm32")]
fn run_static_constructors_once() {
    unsafe extern "C" {
        fn __wasm_call_ctors();
    }
    // SAFETY: the linker's constructor function, called once, before the game's code runs.
    unsafe { __wasm_call_ctors() }
}
