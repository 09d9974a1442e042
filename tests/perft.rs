//! Perft counts from start and middle-game positions, checked against tests/data/perft.txt.

use daga::rules::AnyMatch;

const TABLE: &str = include_str!("data/perft.txt");

#[test]
fn perft_counts_match_the_table() {
    let mut checked = vec![0; daga::rules::GameId::ALL.len()];
    for line in TABLE
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let mut fields = line.splitn(3, ' ');
        let (Some(depth), Some(nodes), Some(position)) =
            (fields.next(), fields.next(), fields.next())
        else {
            panic!("bad perft line: {line}");
        };
        let mut game = AnyMatch::load(position).unwrap_or_else(|e| panic!("{line}: {e}"));
        let nodes: u64 = nodes.parse().unwrap();
        assert_eq!(game.perft(depth.parse().unwrap()), nodes, "{line}");
        checked[daga::rules::GameId::ALL
            .iter()
            .position(|&g| g == game.game())
            .unwrap()] += 1;
    }
    assert!(
        checked.iter().all(|&n| n >= 10),
        "rows for every game: {checked:?}"
    );
}

#[test]
fn shax_placement_counts_follow_from_the_empty_points() {
    // No capture while placing: the n-th ply has 24 - n + 1 choices.
    let mut game = AnyMatch::new_from_words(daga::rules::GameId::Shax, []).unwrap();
    assert_eq!(game.perft(4), (21..=24).product::<u64>());
}
