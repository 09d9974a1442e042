//! Each game's wooden board: frame, lines (Shax) and holes (the mancalas).

use bevy::prelude::*;

use super::palette;
use crate::app::screens::Screen;
use crate::app::session::Session;
use crate::app::spots::{BoardRoot, spot_position};
use crate::rules::GameId;
use crate::rules::shax::board::NEIGHBOURS;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Playing),
        draw_board.after(crate::app::spots::spawn_board),
    );
}

fn rectangle(
    commands: &mut ChildSpawnerCommands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<ColorMaterial>,
    name: &str,
    size: Vec2,
    at: Vec3,
    angle: f32,
    color: Color,
) {
    commands.spawn((
        Name::new(name.to_string()),
        Mesh2d(meshes.add(Rectangle::new(size.x, size.y))),
        MeshMaterial2d(materials.add(color)),
        Transform::from_translation(at).with_rotation(Quat::from_rotation_z(angle)),
        Pickable::IGNORE,
    ));
}

fn draw_board(
    mut commands: Commands,
    session: Res<Session>,
    roots: Query<Entity, With<BoardRoot>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let Ok(root) = roots.single() else { return };
    let game = session.setup.game;
    let size = match game {
        GameId::Shax => Vec2::new(660.0, 660.0),
        GameId::Sadeqa => Vec2::new(900.0, 300.0),
        GameId::Kimasai => Vec2::new(940.0, 380.0),
    };
    commands.entity(root).with_children(|board| {
        let (m, c) = (&mut *meshes, &mut *materials);
        rectangle(
            board,
            m,
            c,
            "board edge",
            size + Vec2::splat(28.0),
            Vec3::new(0.0, 0.0, -3.0),
            0.0,
            palette::BOARD_EDGE,
        );
        rectangle(
            board,
            m,
            c,
            "board",
            size,
            Vec3::new(0.0, 0.0, -2.9),
            0.0,
            palette::BOARD,
        );
        // Grain: a few slightly darker stripes across the wood.
        for i in 0..7 {
            let y = -size.y / 2.0 + size.y * (i as f32 + 0.5) / 7.0;
            let tint = Color::srgba(0.45, 0.27, 0.12, 0.10 + 0.04 * (i % 3) as f32);
            rectangle(
                board,
                m,
                c,
                "grain",
                Vec2::new(size.x, size.y / 22.0),
                Vec3::new(0.0, y, -2.8),
                0.0,
                tint,
            );
        }
        match game {
            GameId::Shax => {
                for a in 0..24u8 {
                    for b in (a + 1)..24u8 {
                        if NEIGHBOURS[a as usize] & (1 << b) == 0 {
                            continue;
                        }
                        let (pa, pb) = (spot_position(game, a), spot_position(game, b));
                        let mid = (pa + pb) / 2.0;
                        let length = pa.distance(pb);
                        let angle = (pb - pa).to_angle();
                        rectangle(
                            board,
                            m,
                            c,
                            "line",
                            Vec2::new(length, 7.0),
                            mid.extend(-2.0),
                            angle,
                            palette::BOARD_LINE,
                        );
                    }
                }
            }
            GameId::Sadeqa | GameId::Kimasai => {
                // The line between the two players' sides.
                rectangle(
                    board,
                    m,
                    c,
                    "middle line",
                    Vec2::new(size.x - 40.0, 4.0),
                    Vec3::new(0.0, 0.0, -2.0),
                    0.0,
                    palette::BOARD_LINE,
                );
            }
        }
    });
}
