//! Game records: every random game of each game round-trips through its one-line record, and no
//! text — a truncated record, a record with bytes changed, random words — makes reading panic;
//! a record that reads is always a legal game.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use daga::engine::Session;
use daga::rules::{AnyMatch, GameId, GameOptions, Player, Record, Tag};

/// A random game of `game` from a random start, `plies` moves at most.
fn random_game(game: GameId, plies: usize, rng: &mut SmallRng) -> AnyMatch {
    let options = GameOptions {
        first: if rng.random_bool(0.5) {
            Player::South
        } else {
            Player::North
        },
        seeds: if game.takes_seeds() && rng.random_bool(0.5) {
            4
        } else {
            6
        },
    };
    let mut play = AnyMatch::new(game, &options);
    for _ in 0..plies {
        let moves = play.legal_moves();
        if moves.is_empty() {
            break;
        }
        play.play(moves[rng.random_range(0..moves.len())]).unwrap();
    }
    play
}

#[test]
fn random_games_round_trip_through_their_records() {
    let mut rng = SmallRng::seed_from_u64(21);
    for game in GameId::ALL {
        for _ in 0..40 {
            let played = random_game(game, rng.random_range(0..200), &mut rng);
            let tags = vec![
                (Tag::Date, "2026-12-01".to_string()),
                (Tag::North, "Computer (Club)".to_string()),
            ];
            let line = Record::of(&played, tags).unwrap().to_string();
            let (record, replayed) = Record::read(&line).unwrap();
            assert_eq!(replayed.position_text(), played.position_text(), "{line}");
            assert_eq!(replayed.moves(), played.moves());
            assert_eq!(record.tag(Tag::North), Some("Computer_(Club)"));
        }
    }
}

#[test]
fn truncated_changed_and_random_records_never_panic_and_read_only_legal_games() {
    let mut rng = SmallRng::seed_from_u64(2121);
    let words = [
        "shax",
        "sadeqa-iii",
        "moves",
        "first=north",
        "seeds=4",
        "d2",
        "a",
        "b2-a2",
        "x",
        "=",
        "date=",
    ];
    for game in GameId::ALL {
        for _ in 0..10 {
            let line = Record::of(&random_game(game, 60, &mut rng), Vec::new())
                .unwrap()
                .to_string();
            let mut texts: Vec<String> = line
                .char_indices()
                .map(|(at, _)| line[..at].to_string())
                .collect();
            for _ in 0..50 {
                let mut bytes = line.clone().into_bytes();
                let at = rng.random_range(0..bytes.len());
                bytes[at] = rng.random();
                texts.push(String::from_utf8_lossy(&bytes).into_owned());
            }
            for _ in 0..50 {
                let count = rng.random_range(0..8);
                let random: Vec<&str> = (0..count)
                    .map(|_| words[rng.random_range(0..words.len())])
                    .collect();
                texts.push(random.join(" "));
            }
            for text in texts {
                if let Ok((record, replayed)) = Record::read(&text) {
                    let mut again = AnyMatch::new(record.game, &record.options);
                    for mv in &record.moves {
                        again.play(*mv).unwrap();
                    }
                    assert_eq!(again.position_text(), replayed.position_text(), "{text}");
                }
            }
        }
    }
}

#[test]
fn the_engine_prints_a_record_and_loads_it_and_a_bad_one_changes_nothing() {
    let mut engine = Session::default();
    for line in ["new bao-la-kimasai first=north", "play k3-l3", "play b2-a2"] {
        assert!(engine.execute(line).ok, "{line}");
    }
    let record = engine.execute("record");
    assert_eq!(record.text, "bao-la-kimasai first=north moves k3-l3 b2-a2");
    let position = engine.execute("position").text;
    assert!(engine.execute("new shax").ok);
    assert!(engine.execute(&format!("load {}", record.text)).ok);
    assert_eq!(engine.execute("position").text, position);
    let refused = engine.execute("load bao-la-kimasai first=north moves k3-l3 k3-l3");
    assert!(!refused.ok);
    assert!(refused.text.contains("move 2, k3-l3"), "{}", refused.text);
    assert_eq!(engine.execute("position").text, position, "nothing changed");
    assert!(
        engine
            .execute("load sadeqa-iii 0,0,3,0,0,0,0,0/0,2,0,0,0,0,2,0 south 0 0")
            .ok
    );
    let none = engine.execute("record");
    assert!(!none.ok && none.text.contains("no record"), "{}", none.text);
}

#[test]
fn the_link_of_a_two_hundred_move_game_stays_under_two_thousand_characters() {
    let mut rng = SmallRng::seed_from_u64(200);
    let mut longest = 0;
    for game in GameId::ALL {
        for _ in 0..20 {
            let played = random_game(game, 200, &mut rng);
            let tags = vec![
                (Tag::Date, "2026-12-01".to_string()),
                (Tag::South, "Computer (Expert)".to_string()),
                (Tag::North, "Computer (Expert)".to_string()),
            ];
            let record = Record::of(&played, tags).unwrap();
            let link = format!(
                "https://daga.example.org/play/#{}",
                daga::rules::link_fragment(&record)
            );
            assert!(
                link.len() < 2000,
                "{game}, {} moves: {} characters",
                played.ply(),
                link.len()
            );
            longest = longest.max(link.len());
        }
    }
    println!("the longest link of 60 random games of up to 200 moves: {longest} characters");
}
