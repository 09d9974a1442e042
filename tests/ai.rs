//! The computer opponent on its public interface: puzzles with known solutions, legal moves in
//! thousands of random positions, node budgets, and `genmove`/`analyze` in the engine.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use daga::ai::solve::winning_moves;
use daga::ai::{AnySearch, Evaluate, Level, Search, SearchLimits, ThinkOptions, WIN};
use daga::engine::Session;
use daga::rules::kimasai::Kimasai;
use daga::rules::sadeqa::Sadeqa;
use daga::rules::shax::Shax;
use daga::rules::{AnyMatch, GameId, GameOptions, Match};

const PUZZLES: &str = include_str!("data/puzzles.txt");

fn check_puzzle<G: Evaluate>(position: &str, plies: u32, solutions: &[&str]) {
    let game = Match::from_position(
        G::from_position_text(position).unwrap_or_else(|e| panic!("{position}: {e}")),
    );
    // The stored solutions are exactly the winning first moves.
    let mut proven: Vec<String> = winning_moves(&game, plies)
        .iter()
        .map(ToString::to_string)
        .collect();
    proven.sort();
    let mut stored: Vec<String> = solutions.iter().map(|s| s.to_string()).collect();
    stored.sort();
    assert_eq!(proven, stored, "{position}");
    // The search finds one of them and knows it wins.
    let limits = SearchLimits {
        max_depth: plies + 2,
        max_nodes: 2_000_000,
        exact_root: false,
        use_tables: true,
    };
    let result = Search::new(&game, limits).run().unwrap();
    assert!(
        solutions.contains(&result.best.to_string().as_str()),
        "{position}: played {}",
        result.best
    );
    assert!(
        result.score > WIN - 100,
        "{position}: score {}",
        result.score
    );
}

#[test]
fn the_search_solves_every_puzzle() {
    let mut solved = vec![0; GameId::ALL.len()];
    for line in PUZZLES
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let parts: Vec<&str> = line.split('|').map(str::trim).collect();
        let [position, plies, solutions] = parts[..] else {
            panic!("bad puzzle line {line}")
        };
        let (game, position) = position.split_once(' ').unwrap();
        let plies: u32 = plies.parse().unwrap();
        let solutions: Vec<&str> = solutions.split_whitespace().collect();
        match game {
            "shax" => check_puzzle::<Shax>(position, plies, &solutions),
            "sadeqa-iii" => check_puzzle::<Sadeqa>(position, plies, &solutions),
            "bao-la-kimasai" => check_puzzle::<Kimasai>(position, plies, &solutions),
            _ => panic!("unknown game in {line}"),
        }
        let id: GameId = game.parse().unwrap();
        solved[GameId::ALL.iter().position(|&g| g == id).unwrap()] += 1;
    }
    assert!(
        solved.iter().all(|&n| n >= 4),
        "puzzles for every game: {solved:?}"
    );
}

/// Random positions from random games; the search must return one of their legal moves.
fn always_legal<G: Evaluate>(positions: usize, seed: u64) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut moves = Vec::new();
    let mut checked = 0;
    while checked < positions {
        let mut game = Match::from_position(G::start(&GameOptions::default()));
        let length = rng.random_range(0..150);
        game.play_randomly(length, &mut rng);
        moves.clear();
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            continue;
        }
        let exact_root = rng.random_bool(0.3);
        let budget = rng.random_range(1..400);
        let mut search = Search::new(
            &game,
            SearchLimits {
                max_depth: 6,
                max_nodes: budget,
                exact_root,
                use_tables: true,
            },
        );
        let result = search.run().unwrap();
        assert!(
            moves.contains(&result.best),
            "{} in {:?}",
            result.best,
            game.position()
        );
        assert!(
            search.nodes() <= budget,
            "{} nodes for {budget}",
            search.nodes()
        );
        for mv in &result.pv[..1] {
            assert!(moves.contains(mv));
        }
        checked += 1;
    }
}

#[test]
fn the_search_never_returns_an_illegal_move() {
    always_legal::<Shax>(1500, 1);
    always_legal::<Sadeqa>(1500, 2);
    always_legal::<Kimasai>(1500, 3);
}

#[test]
fn every_level_plays_legal_moves_in_every_game() {
    for id in daga::rules::GameId::ALL {
        let mut game = AnyMatch::new(id, &GameOptions::default());
        for level in Level::ALL {
            let options = ThinkOptions {
                nodes: Some(3000),
                ..ThinkOptions::at_level(level)
            };
            let mut search = AnySearch::new(&game, &options).unwrap();
            while !search.step(100) {}
            let mv = search.chosen_move(&options).unwrap();
            assert!(
                game.legal_moves().contains(&mv),
                "{id} level {level:?}: {mv}"
            );
            game.play(mv).unwrap();
        }
    }
}

#[test]
fn the_same_seed_and_budget_choose_the_same_move() {
    let game = AnyMatch::new(daga::rules::GameId::Shax, &GameOptions::default());
    let choose = |seed| {
        let options = ThinkOptions {
            seed,
            ..ThinkOptions::at_level(Level::Beginner)
        };
        let mut search = AnySearch::new(&game, &options).unwrap();
        while !search.step(1000) {}
        search.chosen_move(&options).unwrap()
    };
    assert_eq!(choose(5), choose(5));
    let distinct: std::collections::HashSet<daga::rules::AnyMove> = (0..20).map(choose).collect();
    assert!(
        distinct.len() > 1,
        "a beginner varies its moves with the seed"
    );
}

#[test]
fn genmove_plays_and_analyze_reports_through_the_protocol() {
    let mut session = Session::default();
    assert!(!session.execute("genmove").ok, "no game yet");
    assert!(session.execute("new bao-la-kimasai").ok);
    let analysis = session.execute("analyze depth=4");
    assert!(analysis.ok);
    assert!(
        analysis.text.starts_with("b2-a2 score "),
        "{}",
        analysis.text
    );
    assert!(
        analysis.text.contains(" depth 4 nodes ") && analysis.text.contains(" pv b2-a2"),
        "{}",
        analysis.text
    );
    assert_eq!(session.execute("moves").text, "", "analyze plays nothing");
    let reply = session.execute("genmove nodes=2000 seed=3");
    assert_eq!(reply.text, "b2-a2");
    assert_eq!(session.execute("moves").text, "b2-a2");
    let hint = session.execute("hint");
    assert!(hint.ok);
    assert_eq!(
        hint.text,
        session.execute("analyze level=3").text,
        "a hint is level 3's analysis"
    );
    for bad in [
        "genmove level=7",
        "genmove depth=0",
        "analyze foo=1",
        "genmove nodes",
    ] {
        let reply = session.execute(bad);
        assert!(!reply.ok, "{bad}");
    }
    assert_eq!(
        session.execute("moves").text,
        "b2-a2",
        "refused commands change nothing"
    );
    assert!(
        session
            .execute(
                "load bao-la-kimasai 000000000000/001000000000/000100000000/000000000001 south"
            )
            .ok
    );
    assert_eq!(session.execute("genmove depth=3").text, "d2-c2");
    assert_eq!(session.execute("status").text, "win south no-stones");
    assert!(!session.execute("genmove").ok, "the game is over");
}

#[test]
fn movetime_stops_the_search() {
    let mut session = Session::default();
    session.execute("new shax");
    // Without the clock this search would go on to five million nodes (seconds of work); the
    // clock stops it after a tenth of a second, long before.
    const BUDGET: u64 = 5_000_000;
    let reply = session.execute(&format!("analyze nodes={BUDGET} movetime=100"));
    assert!(reply.ok, "{}", reply.text);
    let nodes: u64 = reply
        .text
        .split_whitespace()
        .skip_while(|&word| word != "nodes")
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no node count in {}", reply.text));
    assert!(
        nodes < BUDGET,
        "the clock stopped the search: {}",
        reply.text
    );
}
