//! `daga chances from FILE...`: the positions files of several `daga chances` runs read back as
//! one set of games, each game once, for a bucket table on more games than one run plays.

use super::chances::Played;
use daga::ai::chances::Sample;
use daga::rules::GameId;

/// The games of several positions files (`daga chances ... --positions FILE`), in the files'
/// order, and how many were left out because an earlier file already held them.
pub struct Pooled {
    pub game: GameId,
    pub played: Played,
    pub repeats: usize,
}

/// One line of a positions file: `GAME-NUMBER RESULT SCORE GAME-ID POSITION...`.
fn read_line(line: &str) -> Result<(usize, Sample, GameId, String), String> {
    let mut words = line.splitn(4, ' ');
    let (Some(number), Some(result), Some(score), Some(position)) =
        (words.next(), words.next(), words.next(), words.next())
    else {
        return Err("expected GAME-NUMBER RESULT SCORE POSITION".into());
    };
    let number = number
        .parse::<usize>()
        .map_err(|_| format!("'{number}' is not a game number"))?;
    let result = match result.parse::<f64>() {
        Ok(r) if r == 0.0 || r == 0.5 || r == 1.0 => r,
        _ => return Err(format!("'{result}' is not a result (0, 0.5 or 1)")),
    };
    let score = score
        .parse()
        .map_err(|_| format!("'{score}' is not a score"))?;
    let id = position.split(' ').next().unwrap_or_default();
    let game = id.parse::<GameId>().map_err(|e| e.to_string())?;
    Ok((number, Sample { score, result }, game, position.to_string()))
}

/// Reads `(name, text)` files. A game whose first position an earlier game began from is left
/// out: level 5 is deterministic, so it is the same game again (two seeds can draw the same
/// opening). Errors name the file and line; every file must hold the same game.
pub fn pool(files: &[(String, String)]) -> Result<Pooled, String> {
    let mut game = None;
    let mut played = Played {
        games: Vec::new(),
        positions: Vec::new(),
    };
    let mut starts = std::collections::HashSet::new();
    let mut repeats = 0;
    for (name, text) in files {
        let mut current: Option<usize> = None;
        let mut keep = false;
        for (index, line) in text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
        {
            let at = |e: String| format!("{name}:{}: {e}", index + 1);
            let (number, sample, this_game, position) = read_line(line).map_err(at)?;
            if *game.get_or_insert(this_game) != this_game {
                return Err(at(format!("a {this_game} position among another game's")));
            }
            if current != Some(number) {
                current = Some(number);
                keep = starts.insert(position.clone());
                if keep {
                    played.games.push(Vec::new());
                    played.positions.push(Vec::new());
                } else {
                    repeats += 1;
                }
            }
            if keep {
                played.games.last_mut().expect("a game begun").push(sample);
                played
                    .positions
                    .last_mut()
                    .expect("a game begun")
                    .push(position);
            }
        }
    }
    let game = game.ok_or("the files hold no positions")?;
    Ok(Pooled {
        game,
        played,
        repeats,
    })
}

#[cfg(test)]
mod tests {
    use super::pool;

    fn file(name: &str, text: &str) -> (String, String) {
        (name.to_string(), text.to_string())
    }

    #[test]
    fn a_game_that_an_earlier_file_holds_is_counted_once() {
        let first = file("a", "0 1 40 shax A\n0 0 -35 shax B\n1 0.5 0 shax C\n");
        let second = file("b", "0 1 10 shax C\n0 0 -5 shax D\n1 0 -90 shax E\n");
        let pooled = pool(&[first, second]).unwrap();
        assert_eq!(pooled.repeats, 1);
        assert_eq!(pooled.played.games.len(), 3);
        assert_eq!(pooled.played.positions[2], ["shax E"]);
        assert_eq!(pooled.played.games[1][0].result, 0.5);
    }

    #[test]
    fn bad_lines_and_mixed_games_are_refused_with_the_file_and_line() {
        let cases = [
            (
                "0 1 40 shax A\nx 1 40 shax B\n",
                "f:2: 'x' is not a game number",
            ),
            ("0 2 40 shax A\n", "f:1: '2' is not a result"),
            ("0 1 4.5 shax A\n", "f:1: '4.5' is not a score"),
            ("0 1 40\n", "f:1: expected"),
            (
                "0 1 40 shax A\n1 1 40 sadeqa-iii B\n",
                "f:2: a sadeqa-iii position",
            ),
            ("0 1 40 chess A\n", "f:1: "),
            ("\n", "no positions"),
        ];
        for (text, wanted) in cases {
            let error = pool(&[file("f", text)]).err().unwrap();
            assert!(error.contains(wanted), "{text:?}: {error}");
        }
    }
}
