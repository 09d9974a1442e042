//! Every lesson of every game, played through the rules along every line it accepts: its moves
//! and replies are legal, the player is to move at each step, and the end shows its goal.

use daga::lessons::{LessonRun, Stars, Verdict, check_lesson, course, lesson};
use daga::rules::GameId;

#[test]
fn every_lesson_is_played_through_the_rules() {
    for game in GameId::ALL {
        let course = course(game);
        assert_eq!(course.game, game);
        assert!(
            course.lessons.len() >= 6,
            "{game}: {} lessons",
            course.lessons.len()
        );
        for (number, lesson) in course.lessons.iter().enumerate() {
            if let Err(e) = check_lesson(game, lesson) {
                panic!("{game} lesson {} ({}): {e}", number + 1, lesson.title);
            }
        }
    }
}

#[test]
fn the_first_lessons_show_their_moves_and_the_last_ones_do_not() {
    for game in GameId::ALL {
        let lessons = &course(game).lessons;
        let shows = |l: &daga::lessons::Lesson| l.steps.iter().any(|s| s.show);
        assert!(
            shows(&lessons[0]),
            "{game}: the first lesson marks its moves"
        );
        assert!(
            !shows(lessons.last().unwrap()),
            "{game}: the last leaves them out"
        );
    }
}

/// The first lesson of `game` whose first step a legal move does not solve, with that move.
fn lesson_with_a_wrong_move(game: GameId) -> (daga::lessons::Lesson, daga::rules::AnyMove) {
    for lesson in course(game).lessons.iter().cloned() {
        let position = lesson.start().unwrap();
        let solving = &lesson.steps[0].play;
        let wrong = position
            .legal_moves()
            .into_iter()
            .find(|mv| !solving.is_empty() && !solving.contains(mv));
        if let Some(wrong) = wrong {
            return (lesson, wrong);
        }
    }
    panic!("{game}: no lesson with a wrong move to try");
}

#[test]
fn a_lesson_solved_at_par_earns_three_stars_and_a_wrong_try_costs_one() {
    for game in GameId::ALL {
        let (chosen, wrong) = lesson_with_a_wrong_move(game);
        for wrong_tries in [0, 1] {
            let (mut run, mut position) = LessonRun::start(chosen.clone()).unwrap();
            for _ in 0..wrong_tries {
                assert_eq!(run.judge(wrong), Verdict::NotTheLesson);
            }
            while !run.is_done(&position) {
                let mv = run.lesson.steps[run.step].play[0];
                assert_eq!(run.judge(mv), Verdict::Solves);
                position.play(mv).unwrap();
                if let Some(reply) = run.solved() {
                    position.play(reply).unwrap();
                }
            }
            let expected = if wrong_tries == 0 { Stars(3) } else { Stars(2) };
            assert_eq!(run.stars(), expected, "{game}");
        }
    }
}

#[test]
fn a_lesson_that_does_not_exist_says_how_many_there_are() {
    let count = course(GameId::Shax).lessons.len();
    let error = lesson(GameId::Shax, count + 1).unwrap_err().to_string();
    assert_eq!(
        error,
        format!(
            "Shax has no lesson {}: its lessons are 1 to {count}",
            count + 1
        )
    );
    assert!(lesson(GameId::Shax, 0).is_err());
}

/// A course of one Shax lesson from `position`, `steps` (JSON) and `ends`.
fn one_lesson(position: &str, steps: &str, ends: &str) -> String {
    format!(
        r#"{{"game": "shax", "lessons": [{{"id": "t", "position": "{position}",
            "steps": {steps}, "ends": "{ends}"}}]}}"#
    )
}

const PLACING: &str = "shax ......../......../........ south place 12 12 - 0";

#[test]
fn a_broken_lesson_is_refused_for_each_thing_that_can_be_wrong() {
    use daga::lessons::{Ending, LessonError, read_course};
    let checked = |course: &str| -> Result<(), LessonError> {
        let course = read_course(course)?;
        check_lesson(GameId::Shax, &course.lessons[0])
    };
    // Each broken lesson, and the error it must give.
    let cases: Vec<(String, fn(&LessonError) -> bool)> = vec![
        ("{\"game\": \"shax\"".into(), |e| {
            matches!(e, LessonError::Unreadable(_))
        }),
        (
            one_lesson(PLACING, r#"[{"play": ["d2"], "reply": "zz"}]"#, "steps"),
            |e| {
                matches!(
                    e,
                    LessonError::Notation {
                        lesson: 1,
                        step: 1,
                        ..
                    }
                )
            },
        ),
        (
            one_lesson("shax nonsense", r#"[{"play": ["d2"]}]"#, "steps"),
            |e| matches!(e, LessonError::Position(_)),
        ),
        (
            one_lesson(
                "sadeqa-iii 0,0,3,0,0,0,0,0/0,2,0,0,0,0,2,0 south 0 0",
                r#"[{"play": []}]"#,
                "steps",
            ),
            |e| matches!(e, LessonError::WrongGame(GameId::Sadeqa)),
        ),
        (
            one_lesson(PLACING, r#"[{"play": ["d2"], "reply": "d2"}]"#, "steps"),
            |e| matches!(e, LessonError::Move { step: 1, .. }),
        ),
        (
            one_lesson(PLACING, r#"[{"play": ["d2-d3"]}]"#, "steps"),
            |e| matches!(e, LessonError::Move { step: 1, .. }),
        ),
        (
            one_lesson(PLACING, r#"[{"play": [], "reply": "d6"}]"#, "steps"),
            |e| matches!(e, LessonError::ReplyNotAlwaysLegal { step: 1 }),
        ),
        (
            // Without a reply the second step finds North to move.
            one_lesson(PLACING, r#"[{"play": ["d2"]}, {"play": ["b4"]}]"#, "steps"),
            |e| matches!(e, LessonError::OutOfTurn { step: 2 }),
        ),
        (
            one_lesson(PLACING, r#"[{"play": ["d2"], "reply": "d6"}]"#, "win"),
            |e| matches!(e, LessonError::GoalNotMet(Ending::Win)),
        ),
        (one_lesson(PLACING, "[]", "steps"), |e| {
            matches!(e, LessonError::NoSteps)
        }),
    ];
    for (course, expected) in &cases {
        match checked(course) {
            Err(error) => assert!(expected(&error), "{course}\n gave: {error:?}"),
            Ok(()) => panic!("{course}\n was accepted"),
        }
    }
    // And the same lesson mended passes.
    checked(&one_lesson(
        PLACING,
        r#"[{"play": ["d2"], "reply": "d6"}]"#,
        "steps",
    ))
    .unwrap();
}
