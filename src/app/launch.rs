//! How the app starts: normally at the menu, or (`--screenshot`) straight into a position that
//! is saved as a PNG.

use std::path::PathBuf;

use bevy::prelude::*;

use super::animation::AnimationPace;
use super::screens::Screen;
use super::session::{Opponent, Session, Setup};
use crate::rules::{AnyMatch, GameId, GameOptions};

/// `daga --screenshot PATH --game GAME [--moves "m1 m2 …"]`.
#[derive(Resource, Clone, Debug)]
pub struct ScreenshotRequest {
    pub path: PathBuf,
    pub game: GameId,
    pub moves: Vec<String>,
}

/// What the command line asked for.
#[derive(Clone, Debug, Default)]
pub struct Launch {
    pub screenshot: Option<ScreenshotRequest>,
}

impl Launch {
    /// Reads the app's arguments; `Err` says what is wrong (bad game, bad or illegal move).
    pub fn from_args(args: &[String]) -> Result<Launch, String> {
        if args.is_empty() {
            return Ok(Launch::default());
        }
        let (mut path, mut game, mut moves) = (None, None, Vec::new());
        let mut words = args.iter();
        while let Some(flag) = words.next() {
            let value = words
                .next()
                .ok_or_else(|| format!("{flag} needs a value"))?;
            match flag.as_str() {
                "--screenshot" => path = Some(PathBuf::from(value)),
                "--game" => game = Some(value.parse::<GameId>().map_err(|e| e.to_string())?),
                "--moves" => moves = value.split_whitespace().map(str::to_string).collect(),
                _ => return Err(format!("unknown argument '{flag}'")),
            }
        }
        let (Some(path), Some(game)) = (path, game) else {
            return Err("the screenshot mode needs --screenshot PATH and --game GAME".into());
        };
        let request = ScreenshotRequest { path, game, moves };
        request.position()?;
        Ok(Launch {
            screenshot: Some(request),
        })
    }
}

impl ScreenshotRequest {
    /// The game after the requested moves.
    pub fn position(&self) -> Result<AnyMatch, String> {
        let mut game = AnyMatch::new(self.game, &GameOptions::default());
        for mv in &self.moves {
            game.play_text(mv).map_err(|e| e.to_string())?;
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
