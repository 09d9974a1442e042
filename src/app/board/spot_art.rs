//! What each spot looks like: holes, points, pieces, seeds with their count, and the rings that
//! show choices, the selection, the keyboard cursor and the last move.

use bevy::prelude::*;

use super::animation::{Flash, FlashKind, Flight, LineLight, TokenLook};
use super::celebration::Spark;
use super::labels::BoardLabel;
use super::marks::{Hovered, KeyboardCursor, RefusedSpot, Shake};
use super::ring_shapes::{self, RingShape};
use super::spots::{SEEDS_DRAWN, Spot, SpotContents, seed_place};
use crate::app::AppSystems;
use crate::app::games::{self, Ground};
use crate::app::paint::flat_colour::FlatColour;
use crate::app::paint::looks::{Look, LookMaterials, Role};
use crate::app::paint::palette;
use crate::app::paint::relief::Relief;
use crate::app::play::hint::{Hint, HintShown};
use crate::app::play::selection::{MovePaths, Selection};
use crate::app::play::session::Session;
use crate::rules::{AnyMove, MoveMarks, Player};

/// Most seeds drawn one by one in a hole; beyond that the number tells.
/// A seed's half length and half width (world units).
const SEED_HALF_LENGTH: f32 = 5.8;
const SEED_HALF_WIDTH: f32 = 4.3;
/// Seeds drawn in a flying handful.
const HANDFUL: usize = 5;

#[derive(Component)]
struct PieceArt;
/// The soft shadow under a piece, or under a flying token (further off as it is lifted).
#[derive(Component)]
struct PieceShadow;
#[derive(Component)]
struct SeedArt(usize);
#[derive(Component)]
struct CountLabel;
#[derive(Component)]
struct Ring;

/// Meshes and materials shared by all spots.
#[derive(Resource)]
struct Art {
    hole: Handle<Mesh>,
    point: Handle<Mesh>,
    piece: Handle<Mesh>,
    shadow_disc: Handle<Mesh>,
    seed: Handle<Mesh>,
    ring: Handle<Mesh>,
    /// The rings' other shapes, in `RingShape::ALL`'s order (`ring` is the whole one).
    ring_shapes: [Handle<Mesh>; 4],
    invisible: Handle<FlatColour>,
    hole_color: Handle<Relief>,
    line_color: Handle<FlatColour>,
    /// Seeds in a hole: three tints, so that neighbours stand apart.
    seed_tints: [Handle<Relief>; 3],
    fill: [Handle<Relief>; 2],
    shadow: Handle<Relief>,
    flash_color: Handle<FlatColour>,
    burst_color: Handle<FlatColour>,
    spark: Handle<Mesh>,
    spark_colours: [Handle<FlatColour>; 3],
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Art>()
        .add_observer(dress_spot)
        .add_observer(dress_flight)
        .add_observer(dress_flash)
        .add_observer(dress_spark)
        .add_systems(
            Update,
            (show_contents, show_rings, shake, lift_shadows)
                .run_if(resource_exists::<Art>.and_then(resource_exists::<Session>))
                .in_set(AppSystems::Present),
        );
}

/// Made when the plugin is added: a game can be on screen (`--screenshot`) before `Startup`.
impl FromWorld for Art {
    fn from_world(world: &mut World) -> Art {
        world.resource_scope(|world, mut meshes: Mut<Assets<Mesh>>| {
            world.resource_scope(|world, mut reliefs: Mut<Assets<Relief>>| {
                // Built in the look of the moment; a later look recolours it in place.
                let look = world.get_resource::<Look>().copied().unwrap_or_default();
                world.init_resource::<LookMaterials>();
                world.resource_scope(|world, mut known: Mut<LookMaterials>| {
                    let mut materials = world.resource_mut::<Assets<FlatColour>>();
                    let mut makers = ArtMakers {
                        meshes: &mut meshes,
                        materials: &mut materials,
                        reliefs: &mut reliefs,
                        look,
                        known: &mut known,
                    };
                    make_art(&mut makers)
                })
            })
        })
    }
}

/// A piece's radius, and its shadow's (which fades out well inside its edge).
const PIECE_RADIUS: f32 = 27.0;
const SHADOW_RADIUS: f32 = 34.0;
const HOLE_RADIUS: f32 = 40.0;
/// How wide a line's light is (world units): wider than the board's lines it lies on.
const LINE_LIGHT_WIDTH: f32 = 12.0;
/// Where a resting piece's shadow falls, away from the light at the board's top left.
const SHADOW_OFFSET: Vec2 = Vec2::new(3.0, -5.0);

/// What the spots' art is made with.
struct ArtMakers<'a> {
    meshes: &'a mut Assets<Mesh>,
    materials: &'a mut Assets<FlatColour>,
    reliefs: &'a mut Assets<Relief>,
    look: Look,
    known: &'a mut LookMaterials,
}

fn make_art(makers: &mut ArtMakers) -> Art {
    let (look, known) = (makers.look, &mut *makers.known);
    let seed_half = Vec2::new(SEED_HALF_LENGTH, SEED_HALF_WIDTH);
    let seed_tints = [0, 1, 2].map(|tint| {
        known.relief(makers.reliefs, look, Role::Seed(tint), |c| {
            Relief::stone(c, seed_half, 0.18)
        })
    });
    let fill = Player::BOTH.map(|p| {
        let gloss = if p == Player::South { 0.16 } else { 0.30 };
        known.relief(makers.reliefs, look, Role::Piece(p), |c| {
            Relief::stone(c, Vec2::splat(PIECE_RADIUS), gloss)
        })
    });
    let hole_color = known.relief(makers.reliefs, look, Role::Hole, |c| {
        Relief::carved(c, HOLE_RADIUS)
    });
    let line_color = known.flat(makers.materials, look, Role::Line);
    let meshes = &mut *makers.meshes;
    let mut add = |c: Color| makers.materials.add(c);
    Art {
        hole: meshes.add(Circle::new(HOLE_RADIUS)),
        point: meshes.add(Circle::new(11.0)),
        piece: meshes.add(Circle::new(PIECE_RADIUS)),
        shadow_disc: meshes.add(Circle::new(SHADOW_RADIUS)),
        seed: meshes.add(Ellipse::new(SEED_HALF_LENGTH, SEED_HALF_WIDTH)),
        ring: meshes.add(Annulus::new(ring_shapes::INNER, ring_shapes::OUTER)),
        ring_shapes: RingShape::ALL.map(|shape| meshes.add(shape.mesh())),
        invisible: add(Color::NONE),
        hole_color,
        line_color,
        seed_tints,
        fill,
        shadow: makers
            .reliefs
            .add(Relief::shadow(palette::PIECE_SHADOW, SHADOW_RADIUS)),
        flash_color: add(palette::JARE_FLASH),
        burst_color: add(palette::CAPTURE_BURST),
        spark: meshes.add(RegularPolygon::new(10.0, 4)),
        spark_colours: palette::SPARKS.map(&mut add),
    }
}

/// The `i`-th seed's own size and turn, a little different for each, as real seeds are.
fn seed_look(i: usize) -> (f32, f32) {
    // A small fixed scramble of the index: the same seed always looks the same.
    let scramble = (i as u32).wrapping_mul(2_654_435_761) >> 24;
    let size = 0.9 + 0.2 * (scramble as f32 / 255.0);
    let turn = i as f32 * 1.7 + scramble as f32 * 0.05;
    (size, turn)
}

/// Gives a new spot its look: the ground (point or hole), a hidden piece, seeds and count for
/// seed holes, and the ring that lights up choices.
fn dress_spot(
    add: On<Add, Spot>,
    mut commands: Commands,
    art: Res<Art>,
    session: Res<Session>,
    spots: Query<&Spot>,
) {
    let Ok(spot_id) = spots.get(add.entity) else {
        return;
    };
    let look = games::board(session.setup.game).spot_look(spot_id.0);
    {
        let mut spot = commands.entity(add.entity);
        spot.with_children(|s| {
            match look.ground {
                Ground::Point => {
                    s.spawn((
                        Mesh2d(art.point.clone()),
                        MeshMaterial2d(art.line_color.clone()),
                        Transform::from_xyz(0.0, 0.0, 0.1),
                    ));
                }
                Ground::Hole(scale) => {
                    s.spawn((
                        Mesh2d(art.hole.clone()),
                        MeshMaterial2d(art.hole_color.clone()),
                        Transform::from_xyz(0.0, 0.0, 0.1).with_scale(scale),
                    ));
                }
            }
            let piece_scale = look.piece_scale;
            let shadow_at = (SHADOW_OFFSET * piece_scale).extend(0.2);
            s.spawn((
                PieceShadow,
                Mesh2d(art.shadow_disc.clone()),
                MeshMaterial2d(art.shadow.clone()),
                Transform::from_translation(shadow_at).with_scale(Vec3::splat(piece_scale)),
                Visibility::Hidden,
            ));
            s.spawn((
                PieceArt,
                Mesh2d(art.piece.clone()),
                MeshMaterial2d(art.fill[0].clone()),
                Transform::from_xyz(0.0, 0.0, 0.3).with_scale(Vec3::splat(piece_scale)),
                Visibility::Hidden,
            ));
            if let Some(label_at) = look.count_label {
                for i in 0..SEEDS_DRAWN {
                    let at = seed_place(i);
                    let (size, turn) = seed_look(i);
                    let material = art.seed_tints[i % art.seed_tints.len()].clone();
                    s.spawn((
                        SeedArt(i),
                        Mesh2d(art.seed.clone()),
                        MeshMaterial2d(material),
                        Transform::from_translation(at.extend(0.3 + i as f32 * 0.001))
                            .with_rotation(Quat::from_rotation_z(turn))
                            .with_scale(Vec3::splat(size)),
                        Visibility::Hidden,
                    ));
                }
                s.spawn((
                    CountLabel,
                    BoardLabel::new("0", 26.0, palette::COUNT_TEXT),
                    Transform::from_translation(label_at.extend(0.5)),
                ));
            }
            s.spawn((
                Ring,
                Mesh2d(art.ring.clone()),
                MeshMaterial2d(art.invisible.clone()),
                Visibility::Hidden,
                Transform::from_xyz(0.0, 0.0, 0.6),
            ));
        });
    }
}

/// Draws a flying token from the moment it is spawned, so even a short flight is seen.
fn dress_flight(
    add: On<Add, Flight>,
    mut commands: Commands,
    art: Res<Art>,
    flights: Query<&Flight>,
) {
    let entity = add.entity;
    if let Ok(flight) = flights.get(entity) {
        let (mesh, material) = match flight.look {
            TokenLook::Piece(p) => (art.piece.clone(), art.fill[p.index()].clone()),
            TokenLook::Seeds => (art.seed.clone(), art.seed_tints[0].clone()),
        };
        commands
            .entity(entity)
            .insert((Mesh2d(mesh), MeshMaterial2d(material)));
        match flight.look {
            TokenLook::Piece(_) => {
                commands.entity(entity).with_child((
                    PieceShadow,
                    Mesh2d(art.shadow_disc.clone()),
                    MeshMaterial2d(art.shadow.clone()),
                    Transform::from_translation(SHADOW_OFFSET.extend(-0.1)),
                ));
            }
            // A handful: the seed on its way and a few more, so the sowing hand is seen.
            TokenLook::Seeds => {
                commands.entity(entity).with_children(|hand| {
                    for i in 1..HANDFUL {
                        hand.spawn((
                            Mesh2d(art.seed.clone()),
                            MeshMaterial2d(art.seed_tints[2].clone()),
                            Transform::from_translation(seed_place(i).extend(-0.1)),
                        ));
                    }
                });
            }
        }
    }
}

/// A flying token is lifted off the board: its shadow falls further away the higher it is.
fn lift_shadows(
    flights: Query<(&Flight, &Children)>,
    mut shadows: Query<&mut Transform, With<PieceShadow>>,
) {
    for (flight, children) in &flights {
        let t = (flight.elapsed / flight.duration.max(f32::EPSILON)).min(1.0);
        let height = (t * std::f32::consts::PI).sin();
        for child in children.iter() {
            if let Ok(mut shadow) = shadows.get_mut(child) {
                let at = SHADOW_OFFSET * (1.0 + 2.5 * height);
                shadow.translation = at.extend(shadow.translation.z);
            }
        }
    }
}

/// A celebration's spark: a small diamond in one of three warm colours.
fn dress_spark(add: On<Add, Spark>, sparks: Query<&Spark>, mut commands: Commands, art: Res<Art>) {
    if let Ok(spark) = sparks.get(add.entity) {
        let colour = art.spark_colours[spark.tint % art.spark_colours.len()].clone();
        commands
            .entity(add.entity)
            .insert((Mesh2d(art.spark.clone()), MeshMaterial2d(colour)));
    }
}

/// A jare's flash: a bright ring around the point, or a bright bar along the line.
fn dress_flash(
    add: On<Add, Flash>,
    flashes: Query<(&Flash, Option<&LineLight>)>,
    mut commands: Commands,
    art: Res<Art>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    let Ok((flash, line)) = flashes.get(add.entity) else {
        return;
    };
    let colour = match flash.kind {
        FlashKind::Capture => &art.burst_color,
        FlashKind::Line => &art.flash_color,
    };
    let mesh = match line {
        Some(line) => meshes.add(Rectangle::new(line.length, LINE_LIGHT_WIDTH)),
        None => art.ring.clone(),
    };
    commands
        .entity(add.entity)
        .insert((Mesh2d(mesh), MeshMaterial2d(colour.clone())));
}

/// A step waiting for its removal (a jare): the piece is shown where it arrived, its starting
/// point empty, while the player picks the piece to remove. The rules have not played it yet.
fn pending_step(selection: &Selection) -> Option<(u8, u8)> {
    match selection.picked[..] {
        [from, to, ..] if !selection.formed.is_empty() => Some((from, to)),
        _ => None,
    }
}

/// What a spot shows: what the rules put there, or the pending step's piece.
fn displayed(
    spot: u8,
    contents: SpotContents,
    pending: Option<(u8, u8)>,
    mover: Option<Player>,
) -> SpotContents {
    match pending {
        Some((from, _)) if from == spot => SpotContents {
            owner: None,
            ..contents
        },
        Some((_, to)) if to == spot => SpotContents {
            owner: mover,
            ..contents
        },
        _ => contents,
    }
}

fn show_contents(
    art: Res<Art>,
    session: Res<Session>,
    selection: Res<Selection>,
    spots: Query<(&Spot, Ref<SpotContents>, Ref<Children>)>,
    mut pieces: Query<
        (&mut Visibility, &mut MeshMaterial2d<Relief>),
        (With<PieceArt>, Without<PieceShadow>, Without<SeedArt>),
    >,
    mut shadows: Query<&mut Visibility, (With<PieceShadow>, Without<PieceArt>, Without<SeedArt>)>,
    mut seeds: Query<(&SeedArt, &mut Visibility), (Without<PieceArt>, Without<PieceShadow>)>,
    mut labels: Query<&mut BoardLabel, With<CountLabel>>,
) {
    let pending = pending_step(&selection);
    let mover = session.game.turn();
    for (spot, contents, children) in &spots {
        if !(selection.is_changed() || contents.is_changed() || children.is_changed()) {
            continue;
        }
        let contents = displayed(spot.0, *contents, pending, mover);
        for child in children.iter() {
            if let Ok((mut visibility, mut material)) = pieces.get_mut(child) {
                visibility.set_if_neq(if contents.owner.is_some() {
                    Visibility::Inherited
                } else {
                    Visibility::Hidden
                });
                if let Some(owner) = contents.owner
                    && material.0 != art.fill[owner.index()]
                {
                    material.0 = art.fill[owner.index()].clone();
                }
            }
            if let Ok(mut visibility) = shadows.get_mut(child) {
                visibility.set_if_neq(if contents.owner.is_some() {
                    Visibility::Inherited
                } else {
                    Visibility::Hidden
                });
            }
            if let Ok((seed, mut visibility)) = seeds.get_mut(child) {
                visibility.set_if_neq(if seed.0 < contents.count as usize {
                    Visibility::Inherited
                } else {
                    Visibility::Hidden
                });
            }
            if let Ok(mut label) = labels.get_mut(child) {
                let count = contents.count.to_string();
                if label.text != count {
                    label.text = count;
                }
            }
        }
    }
}

/// Why a spot's ring is lit, most important first: its colour and its size.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum RingLook {
    /// The keyboard's cursor.
    Cursor,
    /// A spot whose click was refused, until the next click (the HUD says why).
    Refused,
    /// The point a step that made a jare arrived at, waiting for the removal.
    JareStep,
    /// A spot picked as part of the move being made.
    Picked,
    /// A piece a jare may remove; larger under the pointer.
    Removable {
        hovered: bool,
    },
    /// A point of the jare's line.
    JareLine,
    /// A spot of the move a lesson or a hint shows.
    Lesson,
    /// A move shown whole (a hint's second press, a review's better move): where it starts,
    /// where it ends, and what it takes.
    ShownFrom,
    ShownTo,
    ShownTaken,
    /// What the choice under the pointer (or a finger's first tap) would do: where it starts
    /// and where it ends, in its own colour, apart from a move the app suggests.
    PreviewFrom,
    PreviewTo,
    /// A spot that can be picked next; larger and brighter under the pointer.
    Choice {
        hovered: bool,
    },
    /// A spot the last move touched.
    LastMove,
}

impl RingLook {
    const ALL: [RingLook; 16] = [
        RingLook::Cursor,
        RingLook::Refused,
        RingLook::JareStep,
        RingLook::Picked,
        RingLook::Removable { hovered: false },
        RingLook::Removable { hovered: true },
        RingLook::JareLine,
        RingLook::Lesson,
        RingLook::ShownFrom,
        RingLook::ShownTo,
        RingLook::ShownTaken,
        RingLook::PreviewFrom,
        RingLook::PreviewTo,
        RingLook::Choice { hovered: false },
        RingLook::Choice { hovered: true },
        RingLook::LastMove,
    ];

    fn colour(self) -> Color {
        match self {
            RingLook::Cursor => palette::CURSOR,
            RingLook::Refused => palette::REFUSED,
            RingLook::JareStep | RingLook::JareLine => palette::JARE,
            RingLook::Picked => palette::PICKED,
            RingLook::Lesson | RingLook::ShownTo => palette::LESSON_MARK,
            RingLook::ShownFrom => palette::LESSON_MARK.with_alpha(0.5),
            RingLook::ShownTaken => palette::REMOVABLE,
            RingLook::PreviewTo => palette::PREVIEW,
            RingLook::PreviewFrom => palette::PREVIEW.with_alpha(0.5),
            RingLook::Removable { .. } => palette::REMOVABLE,
            RingLook::Choice { hovered: false } => palette::CHOICE,
            RingLook::Choice { hovered: true } => palette::CHOICE.with_alpha(1.0),
            RingLook::LastMove => palette::LAST_MOVE,
        }
    }

    /// The ring's shape: besides its colour, what tells it from the others.
    fn shape(self) -> RingShape {
        match self {
            RingLook::Choice { .. } => RingShape::Dashed,
            RingLook::LastMove => RingShape::Dotted,
            RingLook::Removable { .. } | RingLook::ShownTaken => RingShape::Ticked,
            _ => RingShape::Whole,
        }
    }

    /// The ring's size against the spot's; the marks that ask for a pick stand out most.
    fn scale(self) -> f32 {
        match self {
            RingLook::Cursor => 1.12,
            RingLook::Refused => 1.12,
            RingLook::JareStep => 1.1,
            RingLook::Picked => 1.05,
            RingLook::Removable { hovered: true } => 1.15,
            RingLook::Removable { hovered: false } => 1.02,
            RingLook::JareLine => 1.0,
            RingLook::Lesson => 1.12,
            RingLook::ShownFrom => 0.95,
            RingLook::ShownTo => 1.2,
            RingLook::ShownTaken => 1.12,
            RingLook::PreviewFrom => 0.95,
            RingLook::PreviewTo => 1.2,
            RingLook::Choice { hovered: true } => 1.1,
            RingLook::Choice { hovered: false } => 0.95,
            RingLook::LastMove => 0.9,
        }
    }

    /// Which look spot `s` has, if any.
    fn of(
        s: u8,
        refused: bool,
        marked: &Marked,
        selection: &Selection,
        cursor: Option<u8>,
        hovered: Option<u8>,
    ) -> Option<RingLook> {
        let hovered = hovered == Some(s);
        let shown = &marked.shown;
        if refused {
            Some(RingLook::Refused)
        } else if cursor == Some(s) {
            Some(RingLook::Cursor)
        } else if selection.picked.last() == Some(&s) && !selection.formed.is_empty() {
            Some(RingLook::JareStep)
        } else if selection.picked.contains(&s) {
            Some(RingLook::Picked)
        } else if selection.can_stop && selection.next.contains(&s) {
            Some(RingLook::Removable { hovered })
        } else if selection.formed.contains(&s) {
            Some(RingLook::JareLine)
        } else if shown.taken.contains(&s) {
            Some(RingLook::ShownTaken)
        } else if shown.to.contains(&s) {
            Some(match (marked.previewed, marked.hinted_whole) {
                (true, _) => RingLook::PreviewTo,
                // A hint's move ends here: after its start, which stands out.
                (false, true) => RingLook::ShownFrom,
                (false, false) => RingLook::ShownTo,
            })
        } else if shown.line.contains(&s) {
            Some(RingLook::JareLine)
        } else if shown.from.contains(&s) {
            Some(match marked.previewed {
                true => RingLook::PreviewFrom,
                false => RingLook::ShownFrom,
            })
        } else if marked.lesson.contains(&s) {
            Some(RingLook::Lesson)
        } else if selection.next.contains(&s) {
            Some(RingLook::Choice { hovered })
        } else if marked.last_move.contains(&s) {
            Some(RingLook::LastMove)
        } else {
            None
        }
    }
}

/// What the choices that go on through `spot` after `picked` would do, together.
fn preview(session: &Session, paths: &[(Vec<u8>, AnyMove)], picked: &[u8], spot: u8) -> MoveMarks {
    let mut through = picked.to_vec();
    through.push(spot);
    let mut marks = MoveMarks::default();
    for (_, mv) in paths.iter().filter(|(path, _)| path.starts_with(&through)) {
        if let Some(more) = MoveMarks::of(&session.game, *mv) {
            marks.from.extend(more.from);
            marks.to.extend(more.to);
            marks.taken.extend(more.taken);
            marks.line.extend(more.line);
        }
    }
    // The spot under the pointer keeps its own ring.
    marks.from.retain(|&from| from != spot);
    marks
}

/// What the rings mark besides the selection: a lesson's or a hint's spots to play, a move
/// shown whole (a review's better move, a hint's move, a choice under the pointer) and the
/// last move.
struct Marked {
    lesson: Vec<u8>,
    shown: MoveMarks,
    /// Whether `shown` is what the choice under the pointer would do, not a suggested move.
    previewed: bool,
    /// Whether `shown` is a hint's whole move, its start among `lesson`.
    hinted_whole: bool,
    last_move: Vec<u8>,
}

impl Marked {
    fn of(
        session: &Session,
        hint: &Hint,
        hovered: Option<u8>,
        selection: &Selection,
        paths: &MovePaths,
    ) -> Marked {
        let board = games::board(session.setup.game);
        let last_move = session
            .game
            .last_move()
            .map(|mv| board.last_move_spots(mv))
            .unwrap_or_default();
        let mut lesson: Vec<u8> = session
            .ringed_moves()
            .into_iter()
            .flat_map(|mv| board.last_move_spots(mv))
            .collect();
        // A move shown whole: in a review the better move for the one that led here, played
        // aside where it was made; a hint's move after its second press.
        let mut shown = MoveMarks::default();
        let better = session.review().and_then(|review| {
            let last = session.game.ply().checked_sub(1)?;
            review.analysis.verdict(last)?.better
        });
        if let Some(better) = better {
            let mut before = session.game.clone();
            before.undo();
            shown = MoveMarks::of(&before, better).unwrap_or_default();
        }
        // A hint: first the piece or hole to move, like a lesson's move, then the whole move.
        let mut hinted_whole = false;
        if let Some(best) = hint.best {
            let start = board.click_path(best).first().copied();
            match hint.shown() {
                HintShown::Start => lesson.extend(start),
                // The whole move, its start still the ring that stands out: the player clicks
                // there first (the bright ring on where it ends drew the first click, refused).
                HintShown::Move => {
                    shown = MoveMarks::of(&session.game, best).unwrap_or_default();
                    shown.from.retain(|&from| Some(from) != start);
                    shown.to.retain(|&to| Some(to) != start);
                    lesson.extend(start);
                    hinted_whole = true;
                }
                HintShown::Nothing => {}
            }
        }
        // Under the pointer, a choice shows what it would do, as the rules play it aside:
        // where a sowing ends and what it captures, where a piece may step, the line it makes.
        let mut previewed = false;
        if shown == MoveMarks::default()
            && let Some(spot) = hovered.filter(|spot| selection.next.contains(spot))
        {
            shown = preview(session, &paths.0, &selection.picked, spot);
            previewed = true;
        }
        Marked {
            lesson,
            shown,
            previewed,
            hinted_whole,
            last_move,
        }
    }
}

/// One material per ring look, made once.
#[derive(Default)]
struct RingMaterials(Vec<(RingLook, Handle<FlatColour>)>);

impl RingMaterials {
    fn of(
        &mut self,
        look: RingLook,
        materials: &mut Assets<FlatColour>,
    ) -> Option<&Handle<FlatColour>> {
        if self.0.is_empty() {
            self.0 = RingLook::ALL
                .map(|look| (look, materials.add(look.colour())))
                .to_vec();
        }
        self.0
            .iter()
            .find(|(known, _)| *known == look)
            .map(|(_, material)| material)
    }
}

fn show_rings(
    session: Res<Session>,
    selection: Res<Selection>,
    cursor: Res<KeyboardCursor>,
    hovered: Res<Hovered>,
    mut materials: ResMut<Assets<FlatColour>>,
    refused: Res<RefusedSpot>,
    hint: Res<Hint>,
    paths: Res<MovePaths>,
    spots: Query<(&Spot, &Children)>,
    art: Res<Art>,
    mut rings: Query<
        (
            &mut Mesh2d,
            &mut MeshMaterial2d<FlatColour>,
            &mut Transform,
            &mut Visibility,
        ),
        With<Ring>,
    >,
    mut ring_materials: Local<RingMaterials>,
) {
    let marked = Marked::of(&session, &hint, hovered.0, &selection, &paths);
    for (spot, children) in &spots {
        let look = RingLook::of(
            spot.0,
            refused.0 == Some(spot.0),
            &marked,
            &selection,
            cursor.0,
            hovered.0,
        );
        let material = look.and_then(|look| ring_materials.of(look, &mut materials));
        let scale = look.map_or(1.0, RingLook::scale);
        for child in children.iter() {
            if let Ok((mut mesh, mut ring, mut transform, mut visibility)) = rings.get_mut(child) {
                // An unlit ring is hidden, not drawn clear: no pixels spent on it.
                visibility.set_if_neq(match material {
                    Some(_) => Visibility::Inherited,
                    None => Visibility::Hidden,
                });
                if let Some(wanted) = material.filter(|&m| ring.0 != *m) {
                    ring.0 = wanted.clone();
                }
                if let Some(look) = look {
                    let shape = &art.ring_shapes[look.shape() as usize];
                    if mesh.0 != *shape {
                        mesh.0 = shape.clone();
                    }
                }
                transform.scale = Vec3::splat(scale);
            }
        }
    }
}

/// A refused spot shakes sideways for a moment, then stands at its place again.
fn shake(
    mut commands: Commands,
    time: Res<Time>,
    mut shaking: Query<(Entity, &mut Shake, &mut Transform, &Spot)>,
    session: Res<Session>,
) {
    for (entity, mut shake, mut transform, spot) in &mut shaking {
        shake.0 -= time.delta_secs();
        let home = games::board(session.setup.game).spot_position(spot.0);
        if shake.0 <= 0.0 {
            transform.translation.x = home.x;
            commands.entity(entity).remove::<Shake>();
        } else {
            transform.translation.x = home.x + (shake.0 * 60.0).sin() * 6.0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::board::spots::SEED_FIELD;

    /// What a ring means is told by its shape too, not by its colour alone, and the how-to-play
    /// page's legend shows each colour with the shape the board gives it.
    #[test]
    fn each_rings_shape_is_the_one_the_legend_shows_with_its_colour() {
        use crate::app::ui::how_to_play::RINGS;
        for look in RingLook::ALL {
            let rgb = |c: Color| {
                let c = c.to_srgba();
                [c.red, c.green, c.blue]
            };
            let (_, shape, meaning) = RINGS
                .iter()
                .find(|(colour, _, _)| rgb(*colour) == rgb(look.colour()))
                .unwrap_or_else(|| panic!("{look:?}'s colour is not in the legend"));
            assert_eq!(look.shape(), *shape, "{look:?} ({meaning})");
        }
        let shapes: std::collections::HashSet<_> =
            RINGS.iter().map(|(_, shape, _)| *shape as usize).collect();
        assert_eq!(
            shapes.len(),
            RingShape::ALL.len(),
            "every shape means something"
        );
    }

    #[test]
    fn every_seed_up_to_24_has_its_own_place_inside_the_hole() {
        for i in 0..SEEDS_DRAWN {
            let at = seed_place(i) / SEED_FIELD;
            assert!(at.length() <= 1.0, "seed {i} lies inside");
            for j in 0..i {
                let apart = seed_place(i).distance(seed_place(j));
                // Two seeds may touch, but no seed covers much of another.
                assert!(
                    apart >= 1.6 * SEED_HALF_LENGTH,
                    "seeds {j} and {i} are {apart} apart"
                );
            }
        }
        // Each seed is a little different from its neighbours.
        assert_ne!(seed_look(0), seed_look(1));
    }

    #[test]
    fn a_step_waiting_for_its_removal_shows_the_piece_where_it_arrived() {
        let piece = SpotContents {
            owner: Some(Player::South),
            count: 0,
        };
        let empty = SpotContents::default();
        let waiting = Selection {
            picked: vec![3, 0],
            next: vec![7, 8],
            can_stop: true,
            formed: vec![0, 1, 2],
        };
        let pending = pending_step(&waiting);
        assert_eq!(pending, Some((3, 0)));
        let south = Some(Player::South);
        assert_eq!(
            displayed(3, piece, pending, south),
            empty,
            "the start is empty"
        );
        assert_eq!(
            displayed(0, empty, pending, south),
            piece,
            "the piece has arrived"
        );
        assert_eq!(
            displayed(5, piece, pending, south),
            piece,
            "others as they are"
        );
        // A piece picked but not yet moved stays where it is.
        let picking = Selection {
            picked: vec![3],
            next: vec![0],
            ..Selection::default()
        };
        assert_eq!(pending_step(&picking), None);
        assert_eq!(displayed(3, piece, pending_step(&picking), south), piece);
    }

    /// A hint's whole move: where to click first stands out, where it ends is faint (the bright
    /// ring on a Bao step's empty end drew the first click, which was refused); also for a
    /// placement, whose start is its end, and a sowing.
    #[test]
    fn a_hints_whole_move_stands_out_where_it_starts() {
        use crate::app::play::session::{Opponent, Setup};
        use crate::rules::{GameId, GameOptions};
        for game in GameId::ALL {
            let setup = Setup::new(game, GameOptions::default(), Opponent::Friend);
            let session = Session::new(setup);
            let best = session.game.legal_moves()[0];
            let mut hint = Hint::default();
            (hint.best, hint.asked) = (Some(best), HintShown::Move);
            let selection = Selection::default();
            let marked = Marked::of(&session, &hint, None, &selection, &MovePaths::default());
            let path = games::board(game).click_path(best);
            let look = |s| RingLook::of(s, false, &marked, &selection, None, None);
            assert_eq!(look(path[0]), Some(RingLook::Lesson), "{game}: {best}");
            for &end in &marked.shown.to {
                assert_eq!(look(end), Some(RingLook::ShownFrom), "{game}: {best}");
                assert!(RingLook::ShownFrom.scale() < RingLook::Lesson.scale());
            }
        }
    }

    #[test]
    fn a_flying_token_is_drawn_from_the_frame_it_is_spawned() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, AssetPlugin::default()))
            .init_asset::<Mesh>()
            .init_asset::<FlatColour>()
            .init_asset::<Relief>()
            .init_resource::<Art>()
            .add_observer(dress_flight)
            .add_observer(dress_flash)
            .add_observer(dress_spark);
        let token = app
            .world_mut()
            .spawn(Flight {
                from: Vec2::ZERO,
                to: Vec2::X,
                duration: 0.01,
                elapsed: 0.0,
                look: TokenLook::Piece(Player::South),
            })
            .id();
        assert!(
            app.world().get::<Mesh2d>(token).is_some(),
            "a mesh before any frame is drawn"
        );
        assert_eq!(
            app.world().get::<Children>(token).map(|c| c.len()),
            Some(1),
            "its shadow"
        );
    }
}
