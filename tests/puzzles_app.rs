//! Puzzles and the player's progress in the app without a window: a puzzle solved by clicks
//! with the other side's forced replies, a wrong move refused and the better one ringed at the
//! second try, the day's puzzle counted for the streak, a finished game against the computer
//! shown with its result and rating change, and a damaged progress file set aside with nothing
//! else lost.
#![cfg(feature = "gui")]

mod common;

use bevy::prelude::*;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use daga::ai::Level;
use daga::app::words::{LanguageAsked, Words};
use daga::app::{
    ActivePuzzle, FileNotice, GameRequest, News, Opponent, PROGRESS_FILE, PlayerProgress,
    PuzzleRequest, Session, Setup, Turn, game_lines, puzzle_lines, today,
};
use daga::lessons::Stars;
use daga::progress::{Outcome, Progress};
use daga::puzzles;
use daga::rules::{AnyMove, GameId, GameOptions, Player};
use daga::words::Language;

fn settle(app: &mut App) {
    common::frames(app, 200);
}

/// A headless app in English with its own folder, holding `files` before it starts.
fn app_with(test: &str, files: &[(&str, &str)]) -> (App, std::path::PathBuf) {
    let folder = std::env::temp_dir().join(format!("daga-puzzles-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    for (name, text) in files {
        std::fs::write(folder.join(name), text).unwrap();
    }
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin))
        .insert_resource(daga::app::Storage::in_folder(folder.clone()))
        .insert_resource(LanguageAsked(Language::English))
        .add_plugins(daga::app::core_plugin)
        .insert_resource(daga::app::AnimationPace {
            seconds_per_step: 0.0,
        });
    settle(&mut app);
    (app, folder)
}

fn start(app: &mut App, game: GameId, number: usize, daily: Option<u64>) {
    app.world_mut().write_message(PuzzleRequest::Start {
        game,
        number,
        daily,
    });
    settle(app);
}

fn puzzle(app: &App) -> &ActivePuzzle {
    let session = app.world().resource::<Session>();
    session.puzzle().expect("a puzzle is on the board")
}

/// Clicks the spots of `mv` as a person would.
fn click(app: &mut App, mv: AnyMove) {
    common::click_move(app, mv);
}

/// Plays the solver's moves of the puzzle on the board, the replies coming by themselves.
fn solve(app: &mut App) {
    for _ in 0..10 {
        let Some(next) = puzzle(app).run.expected() else {
            return;
        };
        click(app, next);
    }
}

fn progress(app: &App) -> &Progress {
    &app.world().resource::<PlayerProgress>().0
}

#[test]
fn a_puzzle_of_each_game_is_solved_by_clicks_for_three_stars_and_kept() {
    for game in GameId::ALL {
        if puzzles::shipped_once(game).is_empty() {
            continue;
        }
        let (mut app, folder) = app_with(&format!("solve-{}", game.id()), &[]);
        start(&mut app, game, 3, None);
        let line = puzzle(&app).run.puzzle.line.clone();
        solve(&mut app);
        let session = app.world().resource::<Session>();
        assert_eq!(
            session.game.moves(),
            line,
            "{game}: the solution and its replies were played"
        );
        assert_eq!(puzzle(&app).finished, Some(Stars(3)), "{game}");
        assert!(progress(&app).solved_puzzle(game, 3), "{game}");
        let kept = std::fs::read_to_string(folder.join(PROGRESS_FILE)).unwrap();
        let read = Progress::from_file_text(&kept).unwrap();
        assert_eq!(&read, progress(&app), "{game}: the file holds the progress");
        assert!(read.puzzles[0].clean);
    }
}

#[test]
fn a_wrong_move_is_refused_said_and_at_the_second_try_the_better_move_is_ringed() {
    let (mut app, _) = app_with("wrong", &[]);
    start(&mut app, GameId::Sadeqa, 1, None);
    let right = puzzle(&app).run.expected().unwrap();
    let start = app.world().resource::<Session>().game.clone();
    let wrong = start
        .legal_moves()
        .into_iter()
        .find(|&mv| mv != right)
        .unwrap();
    click(&mut app, wrong);
    let session = app.world().resource::<Session>();
    assert_eq!(session.game.ply(), 0, "the wrong move is not played");
    assert!(session.ringed_moves().is_empty());
    let said = app
        .world()
        .resource::<News>()
        .lines(app.world().resource::<Words>());
    assert!(
        said.iter().any(|line| line.contains("you no longer win")),
        "{said:?}"
    );
    click(&mut app, wrong);
    let session = app.world().resource::<Session>();
    assert_eq!(session.game.ply(), 0);
    let said = app
        .world()
        .resource::<News>()
        .lines(app.world().resource::<Words>());
    assert_eq!(puzzle(&app).run.mistakes, 2, "{said:?}");
    assert_eq!(
        session.ringed_moves(),
        vec![right],
        "the better move is ringed"
    );
    solve(&mut app);
    assert_eq!(puzzle(&app).finished, Some(Stars(1)), "a mistake: one star");
    let tried = progress(&app).puzzles[0];
    assert!(!tried.clean);
}

#[test]
fn a_hint_shows_the_puzzles_move_and_costs_a_star() {
    let (mut app, _) = app_with("hint", &[]);
    start(&mut app, GameId::Shax, 1, None);
    app.world_mut().write_message(daga::app::HintAsked);
    settle(&mut app);
    let hint = app.world().resource::<daga::app::Hint>();
    assert_eq!(hint.best, puzzle(&app).run.expected());
    solve(&mut app);
    assert_eq!(puzzle(&app).finished, Some(Stars(2)));
}

#[test]
fn the_days_puzzle_counts_for_the_streak_and_again_starts_it_afresh() {
    let (mut app, _) = app_with("daily", &[]);
    let day = today();
    let (game, number) = daga::app::daily_puzzle(day).unwrap();
    start(&mut app, game, number, Some(day));
    solve(&mut app);
    assert_eq!(progress(&app).daily_streak(day), 1);
    assert_eq!(progress(&app).daily_days(), vec![day]);
    app.world_mut().write_message(PuzzleRequest::Again);
    settle(&mut app);
    assert_eq!(puzzle(&app).finished, None, "again, from its start");
    assert_eq!(app.world().resource::<Session>().game.ply(), 0);
    solve(&mut app);
    assert_eq!(
        progress(&app).puzzles.len(),
        1,
        "solved again: counted once"
    );
}

#[test]
fn a_finished_game_against_the_computer_shows_its_result_and_rating_change() {
    let (mut app, _) = app_with("result", &[]);
    let options = GameOptions {
        first: Player::South,
        ..GameOptions::default()
    };
    let setup = Setup::new(GameId::Sadeqa, options, Opponent::Computer(Level::Beginner));
    app.world_mut().write_message(GameRequest::Start(setup));
    let mut rng = SmallRng::seed_from_u64(7);
    for _ in 0..500 {
        common::run_until(
            &mut app,
            "the person's turn or the end",
            100_000,
            std::time::Duration::ZERO,
            |app| {
                let turn = app.world().get_resource::<State<Turn>>();
                turn.is_some_and(|turn| matches!(turn.get(), Turn::AwaitingInput | Turn::GameOver))
            },
        );
        if *app.world().resource::<State<Turn>>().get() == Turn::GameOver {
            break;
        }
        let game = app.world().resource::<Session>().game.clone();
        let moves = game.legal_moves();
        let mv = moves[rng.random_range(0..moves.len())];
        click(&mut app, mv);
    }
    let session = app.world().resource::<Session>();
    assert!(session.status().is_over());
    let outcome = match session.status().winner() {
        None => Outcome::Drawn,
        Some(Player::South) => Outcome::Won,
        Some(_) => Outcome::Lost,
    };
    let played = progress(&app).games.clone();
    assert_eq!(played.len(), 1, "the game is counted once");
    assert_eq!((played[0].game, played[0].level), (GameId::Sadeqa, 1));
    assert_eq!(played[0].outcome, outcome);
    assert!(!played[0].helped);
    // The page: the tally against level 1 and the rating's change.
    let words = app.world().resource::<Words>();
    let lines = game_lines(progress(&app), GameId::Sadeqa, words);
    let rating = progress(&app).rating(GameId::Sadeqa).rating.round() as i64;
    let change = rating - daga::progress::NEWCOMER.rating as i64;
    let change = if change > 0 {
        format!("+{change}")
    } else {
        change.to_string()
    };
    assert!(
        lines[0].contains(&format!("{rating} ({change})")),
        "{lines:?}"
    );
    let tally = match outcome {
        Outcome::Won => "1 won, 0 drawn, 0 lost",
        Outcome::Drawn => "0 won, 1 drawn, 0 lost",
        Outcome::Lost => "0 won, 0 drawn, 1 lost",
    };
    assert!(lines[1].ends_with(tally), "{lines:?}");
    let puzzles = puzzle_lines(progress(&app), words);
    assert!(puzzles[0].starts_with("0 solved"), "{puzzles:?}");
    // Back to the menu: the game is counted once.
    app.world_mut().write_message(GameRequest::BackToMenu);
    settle(&mut app);
    assert_eq!(progress(&app).games.len(), 1);
}

#[test]
fn a_damaged_progress_file_is_set_aside_and_the_settings_are_kept() {
    let settings = include_str!("data/settings-v2.json");
    let (app, folder) = app_with(
        "damaged",
        &[
            (
                PROGRESS_FILE,
                "{\"format\":\"daga progress\",\"version\":1,\"games\":[{",
            ),
            ("settings.json", settings),
        ],
    );
    let notices = &app.world().resource::<daga::app::FileNotices>().0;
    assert!(
        notices
            .iter()
            .any(|notice| matches!(notice, FileNotice::ProgressPutAside { .. })),
        "{notices:?}"
    );
    assert!(
        !notices
            .iter()
            .any(|notice| matches!(notice, FileNotice::SettingsPutAside { .. })),
        "the settings are not touched: {notices:?}"
    );
    assert_eq!(progress(&app), &Progress::default());
    let aside = std::fs::read_dir(&folder)
        .unwrap()
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.file_name().to_string_lossy().starts_with("progress"))
        .count();
    assert_eq!(aside, 1, "the damaged file is kept aside, not written over");
    assert!(!folder.join(PROGRESS_FILE).exists());
}
