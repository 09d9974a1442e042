//! The bar below the board during a review: the evaluation bar and chart, the steps through
//! the game (buttons, a slider, the move list), what the computer says of the moves around the
//! position shown, and "Play from here".

use bevy::prelude::*;
use bevy_egui::EguiContexts;
use bevy_egui::egui::{self, RichText};

use super::review_chart::{chart, evaluation_bar, judgement_colour, south_share};
use super::{HudInsets, SteadyBars, bar, fixed_rows};
use crate::ai::Level;
use crate::ai::chances::Judgement;
use crate::ai::endgame::Exact;
use crate::ai::review::GameReview;
use crate::app::board::coordinates::ShowCoordinates;
use crate::app::games;
use crate::app::paint::palette::egui as colors;
use crate::app::play::review::{Review, ReviewRequest, ReviewStep};
use crate::app::play::screens::Turn;
use crate::app::play::session::{GameRequest, Opponent, Session};
use crate::app::storage::saved_game::SavedGame;
use crate::app::ui::choices::MenuChoices;
use crate::app::ui::links::replaces_kept_game;
use crate::app::ui::narration::{moves_are_named, session_result};
use crate::app::ui::widgets::{Replace, ReplaceWords, finger_sized, replace_dialog, size};
use crate::app::words::{Arg, Phrasebook, Words};
use crate::rules::{Player, Status};

/// The rows the verdict keeps under the buttons on a wide bar.
const VERDICT_ROWS: usize = 2;
/// The chart's height.
const CHART_HEIGHT: f32 = 56.0;

/// "Play from here" waiting for the player to say it may replace the kept game.
#[derive(Resource, Default)]
pub(super) struct PlayFromHereQuestion(Option<Box<Session>>);

#[allow(clippy::too_many_arguments)]
pub(super) fn show(
    mut contexts: EguiContexts,
    session: Res<Session>,
    turn: Res<State<Turn>>,
    coordinates: Option<Res<ShowCoordinates>>,
    (mut insets, mut steady): (ResMut<HudInsets>, ResMut<SteadyBars>),
    (saved, choices): (Option<Res<SavedGame>>, Option<Res<MenuChoices>>),
    mut requests: MessageWriter<ReviewRequest>,
    mut games: MessageWriter<GameRequest>,
    (mut question, words): (ResMut<PlayFromHereQuestion>, Res<Words>),
) -> Result {
    let Some(review) = session.review() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    // The level of the game reviewed, or else the one last chosen on the menu.
    let level = match session.setup.opponent() {
        Opponent::Computer(level) => level,
        Opponent::Friend => choices.as_deref().map_or(Level::Casual, |c| c.level),
    };
    let shown = BarShown {
        session: &session,
        review,
        named: moves_are_named(coordinates.as_deref()),
        level,
        can_play: *turn.get() == Turn::Reviewing && !session.game.status().is_over(),
    };
    let mut asked = BarAsked::default();
    let height = bar(ctx, "hud review", egui::Align2::LEFT_BOTTOM, |ui| {
        contents(ui, &shown, &mut asked, &words);
    });
    requests.write_batch(asked.steps);
    if asked.close {
        requests.write(ReviewRequest::Close);
    }
    let play_from_here = asked.play_from_here;
    let height = steady.bottom(ctx.viewport_rect().size(), height);
    if (insets.bottom - height).abs() > 0.5 {
        insets.bottom = height;
    }
    if let Some(opponent) = play_from_here {
        let from_here = review.session_from_here(&session, opponent);
        if replaces_kept_game(saved.as_deref(), &from_here) {
            question.0 = Some(Box::new(from_here));
        } else {
            games.write(GameRequest::Continue(Box::new(from_here)));
        }
    }
    ask_before_replacing(ctx, &mut question, saved.as_deref(), &mut games, &words);
    Ok(())
}

/// What the bar shows: the session reviewed, and how.
struct BarShown<'a> {
    session: &'a Session,
    review: &'a Review,
    /// Whether moves are named (the board shows coordinates).
    named: bool,
    /// The level "Play from here" plays against.
    level: Level,
    /// Whether the position shown may be played on.
    can_play: bool,
}

/// What the player asked of the bar this frame.
#[derive(Default)]
struct BarAsked {
    steps: Vec<ReviewRequest>,
    close: bool,
    play_from_here: Option<Opponent>,
}

/// The bar's contents: the chances, the chart, the steps and "Play from here", the moves, and
/// the verdict on the move shown.
fn contents(ui: &mut egui::Ui, shown: &BarShown, asked: &mut BarAsked, words: &Phrasebook) {
    let (session, review) = (shown.session, shown.review);
    let analysis = &review.analysis;
    let ply = session.game.ply();
    judgement_line(ui, session, analysis, ply, words);
    let marks = judged_moves(analysis);
    if let Some(to) = chart(ui, CHART_HEIGHT, &analysis.south_chances(), &marks, ply) {
        asked.steps.push(ReviewRequest::Step(ReviewStep::To(to)));
    }
    ui.horizontal_wrapped(|ui| {
        finger_sized(ui);
        steps(ui, review, &mut asked.steps, words);
        ui.separator();
        ui.label(words.get("review-play-from-here"));
        let level_name = words.get(&format!("level-{}", shown.level.number()));
        let computer = words.with("review-against-computer", &[("level", level_name.into())]);
        if ui
            .add_enabled(shown.can_play, egui::Button::new(computer))
            .clicked()
        {
            asked.play_from_here = Some(Opponent::Computer(shown.level));
        }
        let friend = egui::Button::new(words.get("review-with-friend"));
        if ui.add_enabled(shown.can_play, friend).clicked() {
            asked.play_from_here = Some(Opponent::Friend);
        }
        ui.separator();
        if ui.button(words.get("review-close")).clicked() {
            asked.close = true;
        }
    });
    move_list(ui, analysis, ply, shown.named, &mut asked.steps, words);
    verdict_lines(ui, session, analysis, ply, shown.named, words);
}

/// At the end of a game that ended beside the board (a resignation, a flag, a draw agreed, a
/// game claimed), the bar and its words give the result: the position's chances alone would
/// crown the side that resigned ("Friend 100 %" on the winner's screen).
fn result_beside_the_board(
    session: &Session,
    analysis: &GameReview,
    shown: usize,
    words: &Phrasebook,
) -> Option<(f64, String)> {
    if shown < analysis.moves() || session.ending.is_none() || session.game.status().is_over() {
        return None;
    }
    let Status::Over { winner, .. } = session.status() else {
        return None;
    };
    let south_chances = match winner {
        Some(Player::South) => 1.0,
        Some(Player::North) => -1.0,
        None => 0.0,
    };
    Some((south_chances, session_result(session, words)?.to_string()))
}

/// The evaluation bar with each side's share, or how far the computer has come.
fn judgement_line(
    ui: &mut egui::Ui,
    session: &Session,
    analysis: &GameReview,
    shown: usize,
    book: &Phrasebook,
) {
    ui.horizontal_wrapped(|ui| {
        if let Some((south_chances, words)) =
            result_beside_the_board(session, analysis, shown, book)
        {
            evaluation_bar(ui, 180.0, Some(south_chances));
            ui.label(words);
            return;
        }
        let evaluation = analysis.evaluation(shown);
        let now = evaluation.map(|e| e.south_chances);
        evaluation_bar(ui, 180.0, now);
        let names = session.setup.spoken(book);
        match (now, evaluation.and_then(|e| e.south_exact)) {
            (Some(_), Some(exact)) => {
                ui.label(best_play_words(exact, &names));
            }
            (Some(chances), None) => {
                let south = (100.0 * south_share(chances)).round();
                let args = [
                    (
                        "south",
                        Arg::from(session.setup.side_called(Player::South, book)),
                    ),
                    ("south-share", south.into()),
                    (
                        "north",
                        session.setup.side_called(Player::North, book).into(),
                    ),
                    ("north-share", (100.0 - south).into()),
                ];
                ui.label(book.with("review-chances", &args));
            }
            (None, _) => {
                ui.label(book.get("review-looking"));
            }
        }
        if !analysis.is_complete() {
            let args = [
                ("done", analysis.evaluated().into()),
                ("total", (analysis.moves() + 1).into()),
            ];
            ui.label(
                RichText::new(book.with("review-progress", &args))
                    .size(size::SMALL)
                    .color(colors::QUIET_TEXT),
            );
        }
    });
}

/// What an endgame table says of the position, from South's value: "South wins in 9 with
/// best play" (in moves of both sides), "North wins by 3 seeds with best play", or that it is
/// drawn.
pub fn best_play_words(south: Exact, names: &dyn games::SideNames) -> String {
    let wins_in = |player, plies: u32| {
        games::said_of_side(names, "best-play-win", player, &[("plies", plies.into())])
    };
    match south {
        Exact::Win { plies } => wins_in(Player::South, u32::from(plies)),
        Exact::Loss { plies } => wins_in(Player::North, u32::from(plies)),
        Exact::Draw | Exact::Margin { seeds: 0 } => names.words().get("best-play-draw"),
        Exact::Margin { seeds } => {
            let winner = if seeds > 0 {
                Player::South
            } else {
                Player::North
            };
            let by = [("seeds", seeds.unsigned_abs().into())];
            games::said_of_side(names, "best-play-margin", winner, &by)
        }
    }
}

/// The moves that lost ground, with their judgement.
fn judged_moves(analysis: &GameReview) -> Vec<(usize, Judgement)> {
    (0..analysis.moves())
        .filter_map(|ply| {
            let judgement = analysis.verdict(ply)?.judgement?;
            Some((ply, judgement))
        })
        .collect()
}

/// Start, back, forward, end, and a slider over the whole game.
fn steps(
    ui: &mut egui::Ui,
    review: &Review,
    requests: &mut Vec<ReviewRequest>,
    words: &Phrasebook,
) {
    let moves = review.analysis.moves();
    let target = review.target;
    for (id, step, possible) in [
        ("review-start", ReviewStep::First, target > 0),
        ("review-back", ReviewStep::Back, target > 0),
        ("review-next", ReviewStep::Forward, target < moves),
        ("review-end", ReviewStep::Last, target < moves),
    ] {
        let button = ui.add_enabled(possible, egui::Button::new(words.get(id)));
        if button
            .on_hover_text(words.get(&format!("{id}-keys")))
            .clicked()
        {
            requests.push(ReviewRequest::Step(step));
        }
    }
    let mut at = target;
    let of = words.with("review-of", &[("moves", moves.into())]);
    // A slider is a row of its own (track, number, words) that a wrapping row cannot break: it
    // starts a row when it would not fit the rest of this one (it ran 90 points past a
    // 320-point phone's edge).
    let spacing = ui.spacing();
    let words_width = {
        let font = egui::TextStyle::Body.resolve(ui.style());
        let galley = ui
            .painter()
            .layout_no_wrap(of.clone(), font, egui::Color32::WHITE);
        galley.size().x
    };
    let needed =
        spacing.slider_width + spacing.interact_size.x + words_width + 3.0 * spacing.item_spacing.x;
    if ui.available_size_before_wrap().x < needed {
        ui.end_row();
    }
    let slider = egui::Slider::new(&mut at, 0..=moves).text(of);
    if ui.add(slider).changed() {
        requests.push(ReviewRequest::Step(ReviewStep::To(at)));
    }
}

/// Every move of the game in a row that scrolls, each a button to go there, marked as the
/// review judged them ("12. d2-d3?"; only their numbers when the board shows no coordinates),
/// the one shown kept in view; then what the marks mean.
fn move_list(
    ui: &mut egui::Ui,
    analysis: &GameReview,
    shown: usize,
    named: bool,
    requests: &mut Vec<ReviewRequest>,
    words: &Phrasebook,
) {
    let moves = analysis.game().moves();
    egui::ScrollArea::horizontal()
        .id_salt("review moves")
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                finger_sized(ui);
                for (ply, played) in moves.iter().enumerate() {
                    let judgement = analysis.verdict(ply).and_then(|v| v.judgement);
                    let mark = judgement.map_or("", Judgement::mark);
                    let words = match named {
                        true => format!("{}. {played}{mark}", ply + 1),
                        false => format!("{}{mark}", ply + 1),
                    };
                    // The move that led to the position shown is the one selected, in the
                    // selection's own text colour so that it reads on its fill.
                    let selected = ply + 1 == shown;
                    let mut text = RichText::new(words).monospace();
                    if let Some(judgement) = judgement.filter(|_| !selected) {
                        text = text.color(judgement_colour(judgement));
                    }
                    let button = ui.selectable_label(selected, text);
                    if selected {
                        button.scroll_to_me(Some(egui::Align::Center));
                    }
                    if button.clicked() {
                        requests.push(ReviewRequest::Step(ReviewStep::To(ply + 1)));
                    }
                }
            });
        });
    let legend = [
        Judgement::Inaccuracy,
        Judgement::Mistake,
        Judgement::Blunder,
    ]
    .map(|judgement| {
        format!(
            "{} {}",
            judgement.mark(),
            words.get(judgement_word(judgement))
        )
    })
    .join(" · ");
    ui.label(words.with("review-legend", &[("legend", legend.into())]));
}

/// What the computer says of the move that led here and, if it lost ground, its better move
/// (marked on the board), in rows kept whether it says anything or not.
fn verdict_lines(
    ui: &mut egui::Ui,
    session: &Session,
    analysis: &GameReview,
    shown: usize,
    named: bool,
    words: &Phrasebook,
) {
    let rows = verdict_rows(ui.available_width());
    match verdict_words(session, analysis, shown, named, words) {
        Some((line, judgement)) => fixed_rows(
            ui,
            RichText::new(line).color(judgement_colour(judgement)),
            rows,
        ),
        None => fixed_rows(ui, "", rows),
    }
}

/// The rows the verdict keeps under the buttons on a bar `width` wide, said or not, so that
/// they never move: a phone's narrow bar needs a row more (Somali's verdict was cut there).
fn verdict_rows(width: f32) -> usize {
    if width < 600.0 {
        VERDICT_ROWS + 1
    } else {
        VERDICT_ROWS
    }
}

/// The verdict on the move that led to the position shown, with its judgement; `None` when
/// it lost no ground (or is not judged yet).
fn verdict_words(
    session: &Session,
    analysis: &GameReview,
    shown: usize,
    named: bool,
    words: &Phrasebook,
) -> Option<(String, Judgement)> {
    let names = session.setup.spoken(words);
    let name = |ply: usize| match named {
        true => format!("{}. {}", ply + 1, analysis.game().moves()[ply]),
        false => words.with("review-move-number", &[("number", (ply + 1).into())]),
    };
    let last = shown.checked_sub(1)?;
    let verdict = analysis.verdict(last)?;
    let judgement = verdict.judgement?;
    let points = (50.0 * verdict.drop).round();
    let better = match (verdict.better, named) {
        (Some(better), true) => {
            let better = [("move", better.to_string().into())];
            format!(" {}", words.with("review-better-named", &better))
        }
        (Some(_), false) => format!(" {}", words.get("review-better")),
        (None, _) => String::new(),
    };
    let args = [("move", Arg::from(name(last))), ("points", points.into())];
    let id = format!("review-verdict-{}", judgement_word(judgement));
    let said = games::said_of_side(&names, &id, verdict.mover, &args);
    Some((format!("{said}{better}"), judgement))
}

/// A judgement's message id (`assets/words`): "inaccuracy", "mistake", "blunder".
fn judgement_word(judgement: Judgement) -> &'static str {
    match judgement {
        Judgement::Inaccuracy => "judgement-inaccuracy",
        Judgement::Mistake => "judgement-mistake",
        Judgement::Blunder => "judgement-blunder",
    }
}

/// Playing on from the review would lose the kept game: asked first.
fn ask_before_replacing(
    ctx: &egui::Context,
    question: &mut PlayFromHereQuestion,
    saved: Option<&SavedGame>,
    games: &mut MessageWriter<GameRequest>,
    words: &Phrasebook,
) {
    let (Some(from_here), Some(SavedGame::Ready(kept))) = (&question.0, saved) else {
        question.0 = None;
        return;
    };
    let asked = ReplaceWords {
        question: &words.get("play-on-from-here"),
        instead: &words.get("played-on-replaces"),
        replace: &words.get("replace-and-play"),
    };
    match replace_dialog(ctx, "review", kept, &asked, words) {
        Some(Replace::Replace) => {
            games.write(GameRequest::Continue(from_here.clone()));
            question.0 = None;
        }
        Some(Replace::Keep) => question.0 = None,
        None => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn english() -> Phrasebook {
        Phrasebook::new(crate::app::words::Language::English)
    }
    use crate::app::play::setup::Setup;
    use crate::online::Ending;
    use crate::rules::Record;

    /// Sides named plainly, or the person at the screen spoken to as "You" (South here).
    struct Names(bool);

    impl games::SideNames for Names {
        fn side_name(&self, player: Player) -> String {
            match (self.0, player) {
                (true, Player::South) => "You".into(),
                _ => player.to_string(),
            }
        }
        fn is_spoken_to(&self, player: Player) -> bool {
            self.0 && player == Player::South
        }
    }

    #[test]
    fn best_play_is_told_in_plies_or_seeds() {
        let name = &Names(false);
        assert_eq!(
            best_play_words(Exact::Win { plies: 9 }, name),
            "south wins in 9 with best play"
        );
        assert_eq!(
            best_play_words(Exact::Margin { seeds: -3 }, name),
            "north wins by 3 seeds with best play"
        );
        assert_eq!(
            best_play_words(Exact::Margin { seeds: 1 }, name),
            "south wins by 1 seed with best play"
        );
        assert_eq!(
            best_play_words(Exact::Margin { seeds: 0 }, name),
            "A draw with best play"
        );
        // "You wins in 9" was seen.
        assert_eq!(
            best_play_words(Exact::Win { plies: 9 }, &Names(true)),
            "You win in 9 with best play"
        );
    }

    /// A game online that the friend (North) resigned, in a position where North stands
    /// better, reviewed by the winner.
    fn resigned_by_the_friend() -> (Session, GameReview) {
        let record = "sadeqa-iii first=south seeds=6 moves a C d B f G a G c G a H";
        let (record, game) = Record::read(record).unwrap();
        let session = Session {
            game: game.clone(),
            ending: Some(Ending::Resigned(Player::North)),
            ..Session::new(Setup::online(record.game, record.options, Player::North))
        };
        (session, GameReview::new(game))
    }

    /// The review of Sadeqa III's 1. a (a blunder: g was better), searched, at its end.
    fn reviewed_blunder() -> Session {
        let (record, game) = Record::read("sadeqa-iii first=south moves a").unwrap();
        let mut analysis = GameReview::new(game.clone());
        analysis.complete(&crate::ai::ThinkOptions {
            nodes: Some(20_000),
            ..crate::ai::ThinkOptions::at_level(Level::Expert)
        });
        let setup = Setup::new(
            record.game,
            record.options,
            Opponent::Computer(Level::Casual),
        );
        Session {
            game,
            mode: crate::app::play::session::SessionMode::Review(Box::new(Review::new(
                analysis, 1, None,
            ))),
            ..Session::new(setup)
        }
    }

    /// The bar's place when laid out on a `width`×844 window in `words`, and whether the verdict
    /// shown was judged.
    fn review_bar_on(width: f32, session: &Session, words: &Phrasebook) -> egui::Rect {
        let review = session.review().unwrap();
        let shown = BarShown {
            session,
            review,
            named: true,
            level: Level::Casual,
            can_play: true,
        };
        let id = egui::Id::new("hud review");
        crate::app::ui::screens_for_tests::laid_out((width, 844.0), id, |ctx| {
            bar(ctx, "hud review", egui::Align2::LEFT_BOTTOM, |ui| {
                contents(ui, &shown, &mut BarAsked::default(), words);
            });
        })
    }

    /// The rows `text` takes wrapped `width` wide in the app's body font.
    fn rows_of(text: &str, width: f32) -> usize {
        let ctx = egui::Context::default();
        ctx.set_fonts(crate::app::paint::theme::fonts());
        let mut rows = 0;
        for _ in 0..2 {
            ctx.begin_pass(egui::RawInput::default());
            let font = egui::TextStyle::Body.resolve(&ctx.global_style());
            let job = egui::text::LayoutJob::simple(text.into(), font, egui::Color32::WHITE, width);
            rows = ctx.fonts_mut(|fonts| fonts.layout_job(job)).rows.len();
            ctx.end_pass().textures_delta.clear();
        }
        rows
    }

    /// The review's bar stands within the window on a phone and a laptop, in every language,
    /// with a blunder's verdict shown: it ran 25 points past a 390-point phone's edge, cutting
    /// the verdict and the marks' legend.
    #[test]
    fn the_review_bar_stands_within_the_window_in_every_language() {
        let session = reviewed_blunder();
        let review = session.review().unwrap();
        let verdict = review.analysis.verdict(0).unwrap();
        assert_eq!(verdict.judgement, Some(Judgement::Blunder));
        for words in crate::app::ui::screens_for_tests::every_language() {
            let (said, _) = verdict_words(&session, &review.analysis, 1, true, &words).unwrap();
            for width in [320.0, 390.0, 1280.0] {
                // The verdict is said whole in the rows it keeps.
                let (rows, kept) = (rows_of(&said, width - 12.0), verdict_rows(width - 12.0));
                assert!(
                    rows <= kept,
                    "{words:?} at {width}: {rows} rows for {kept}: {said}"
                );
                let taken = review_bar_on(width, &session, &words);
                assert!(
                    taken.max.x <= width + 0.5,
                    "{words:?} at {width}: {taken:?}"
                );
            }
        }
    }

    #[test]
    fn the_review_of_a_resigned_game_ends_on_its_result() {
        let (session, analysis) = resigned_by_the_friend();
        let end = analysis.moves();
        let (south_chances, words) = result_beside_the_board(&session, &analysis, end, &english())
            .expect("the last position shows the result");
        assert_eq!(south_chances, 1.0, "the bar is the winner's (South, here)");
        assert!(words.starts_with("You win!"), "{words}");
        // Before the end, and in a game that ended on the board, the position speaks.
        assert_eq!(
            result_beside_the_board(&session, &analysis, end - 1, &english()),
            None
        );
        let on_the_board = Session {
            ending: None,
            ..session
        };
        assert_eq!(
            result_beside_the_board(&on_the_board, &analysis, end, &english()),
            None
        );
    }
}
