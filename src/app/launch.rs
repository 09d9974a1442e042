//! How the app starts: normally at the menu, or (`--screenshot`) straight into a position that
//! is saved as a PNG.

use std::fmt;
use std::path::PathBuf;

use bevy::prelude::*;

use super::animation::AnimationPace;
use super::screens::Screen;
use super::session::{Opponent, Session, Setup};
use crate::rules::{AnyMatch, GameId, GameOptions, MoveError, UnknownGame};

/// `daga --screenshot PATH --game GAME [--moves "m1 m2 …"] [--picks "spot …"] [--size WxH]`.
#[derive(Resource, Clone, Debug)]
pub struct ScreenshotRequest {
    pub path: PathBuf,
    pub game: GameId,
    pub moves: Vec<String>,
    /// Spots clicked after the moves, to show a move being picked (`--picks "d2 d1"`).
    pub picks: Vec<u8>,
    /// The window's size in pixels (`--size 390x844` for a phone held upright).
    pub size: Option<(u32, u32)>,
}

/// What the command line asked for.
#[derive(Clone, Debug, Default)]
pub struct Launch {
    pub screenshot: Option<ScreenshotRequest>,
}

/// Why the app's arguments were refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LaunchError {
    MissingValue(String),
    UnknownArgument(String),
    UnknownGame(UnknownGame),
    /// `--screenshot` without `--game`, or the other way round.
    Incomplete,
    /// A move of `--moves` that does not read or is not legal.
    Move(MoveError),
    /// A name in `--picks` that is no spot of the game.
    UnknownSpot(String),
    /// A `--size` that is not WIDTHxHEIGHT within 200 to 8000 pixels.
    BadSize(String),
}

impl fmt::Display for LaunchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LaunchError::MissingValue(flag) => write!(f, "{flag} needs a value"),
            LaunchError::UnknownArgument(flag) => write!(f, "unknown argument '{flag}'"),
            LaunchError::UnknownGame(e) => e.fmt(f),
            LaunchError::Incomplete => {
                f.write_str("the screenshot mode needs --screenshot PATH and --game GAME")
            }
            LaunchError::Move(e) => e.fmt(f),
            LaunchError::UnknownSpot(name) => write!(f, "'{name}' is no spot of this game"),
            LaunchError::BadSize(text) => write!(
                f,
                "--size {text}: expected WIDTHxHEIGHT in pixels, each from 200 to 8000"
            ),
        }
    }
}

impl std::error::Error for LaunchError {}

impl Launch {
    /// Reads the app's arguments; `Err` says what is wrong (bad game, bad or illegal move).
    pub fn from_args(args: &[String]) -> Result<Launch, LaunchError> {
        if args.is_empty() {
            return Ok(Launch::default());
        }
        let (mut path, mut game, mut moves, mut picks) = (None, None, Vec::new(), Vec::new());
        let mut size = None;
        let mut words = args.iter();
        while let Some(flag) = words.next() {
            let value = words
                .next()
                .ok_or_else(|| LaunchError::MissingValue(flag.clone()))?;
            match flag.as_str() {
                "--screenshot" => path = Some(PathBuf::from(value)),
                "--game" => game = Some(value.parse::<GameId>().map_err(LaunchError::UnknownGame)?),
                "--moves" => moves = value.split_whitespace().map(str::to_string).collect(),
                "--picks" => picks = value.split_whitespace().map(str::to_string).collect(),
                "--size" => size = Some(window_size(value)?),
                _ => return Err(LaunchError::UnknownArgument(flag.clone())),
            }
        }
        let (Some(path), Some(game)) = (path, game) else {
            return Err(LaunchError::Incomplete);
        };
        let view = super::games::view(game);
        let spot_named = |name: &String| {
            (0..view.spot_count())
                .find(|&spot| view.spot_name(spot) == *name)
                .ok_or_else(|| LaunchError::UnknownSpot(name.clone()))
        };
        let picks = picks.iter().map(spot_named).collect::<Result<_, _>>()?;
        let request = ScreenshotRequest {
            path,
            game,
            moves,
            picks,
            size,
        };
        request.position()?;
        Ok(Launch {
            screenshot: Some(request),
        })
    }
}

/// Reads `WIDTHxHEIGHT`.
fn window_size(text: &str) -> Result<(u32, u32), LaunchError> {
    let pixels = |n: &str| n.parse::<u32>().ok().filter(|n| (200..=8000).contains(n));
    text.split_once('x')
        .and_then(|(w, h)| Some((pixels(w)?, pixels(h)?)))
        .ok_or_else(|| LaunchError::BadSize(text.to_string()))
}

impl ScreenshotRequest {
    /// The game after the requested moves.
    pub fn position(&self) -> Result<AnyMatch, LaunchError> {
        let mut game = AnyMatch::new(self.game, &GameOptions::default());
        for mv in &self.moves {
            game.play_text(mv).map_err(LaunchError::Move)?;
        }
        Ok(game)
    }
}

/// Sets the app up for the launch: the screenshot mode opens the position at once.
pub(super) fn apply(app: &mut App, launch: Launch) {
    let Some(request) = launch.screenshot else {
        return;
    };
    let Ok(game) = request.position() else { return };
    let setup = Setup {
        game: request.game,
        options: GameOptions::default(),
        opponent: Opponent::Friend,
    };
    app.insert_resource(Session {
        game,
        ..Session::new(setup)
    })
    .insert_resource(AnimationPace {
        seconds_per_step: 0.0,
    })
    .insert_resource(request);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn launch(words: &[&str]) -> Result<Launch, LaunchError> {
        let args: Vec<String> = words.iter().map(|w| w.to_string()).collect();
        Launch::from_args(&args)
    }

    #[test]
    fn bad_arguments_are_refused_with_a_reason() {
        assert_eq!(
            launch(&["--game"]).unwrap_err(),
            LaunchError::MissingValue("--game".into())
        );
        assert_eq!(
            launch(&["--colour", "red"]).unwrap_err(),
            LaunchError::UnknownArgument("--colour".into())
        );
        let chess = launch(&["--screenshot", "x.png", "--game", "chess"]).unwrap_err();
        assert!(chess.to_string().contains("the games are shax"), "{chess}");
        assert_eq!(
            launch(&["--game", "shax"]).unwrap_err(),
            LaunchError::Incomplete
        );
        let moves = [
            "--screenshot",
            "x.png",
            "--game",
            "shax",
            "--moves",
            "d2 d2",
        ];
        let illegal = launch(&moves).unwrap_err();
        assert!(illegal.to_string().contains("d2 is occupied"), "{illegal}");
        let picks = ["--screenshot", "x.png", "--game", "shax", "--picks", "z9"];
        assert_eq!(
            launch(&picks).unwrap_err(),
            LaunchError::UnknownSpot("z9".into())
        );
        for bad in ["390", "0x844", "390x", "x", "99999x800", "390x844x2"] {
            let size = ["--screenshot", "x.png", "--game", "shax", "--size", bad];
            assert_eq!(launch(&size).unwrap_err(), LaunchError::BadSize(bad.into()));
        }
        let phone = [
            "--screenshot",
            "x.png",
            "--game",
            "shax",
            "--size",
            "390x844",
        ];
        assert_eq!(
            launch(&phone).unwrap().screenshot.unwrap().size,
            Some((390, 844))
        );
    }

    #[test]
    fn a_screenshot_request_replays_its_moves() {
        let moves = [
            "--screenshot",
            "x.png",
            "--game",
            "sadeqa-iii",
            "--moves",
            "a H",
        ];
        let request = launch(&moves).unwrap().screenshot.unwrap();
        assert_eq!(request.position().unwrap().ply(), 2);
    }
}
