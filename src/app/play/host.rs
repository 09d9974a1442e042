//! "Host on this computer": the signalling server of `daga serve` started inside the app, so
//! that two computers on one network play online with nothing else installed.

use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};

use bevy::prelude::*;

use crate::online::server::{Server, ServerOptions};

/// The server this app hosts, once started (it runs until the app ends).
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct Hosting {
    pub addr: SocketAddr,
    /// This computer's address on its network, for the friends on it, when it has one.
    pub network_address: Option<IpAddr>,
}

impl Hosting {
    /// Starts the server on every address of this computer at `port`.
    pub fn start(port: u16) -> Result<Hosting, String> {
        let server = Server::bind(
            IpAddr::V4(Ipv4Addr::UNSPECIFIED),
            port,
            ServerOptions::default(),
        )
        .map_err(|e| e.to_string())?;
        let addr = server.addr;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .map_err(|e| e.to_string())?;
        std::thread::Builder::new()
            .name("daga-host".into())
            .spawn(move || {
                if let Err(error) = runtime.block_on(server.serve()) {
                    error!("the hosted server stopped: {error}");
                }
            })
            .map_err(|e| e.to_string())?;
        Ok(Hosting {
            addr,
            network_address: network_address(),
        })
    }

    /// The address this app itself joins.
    pub fn own_server(&self) -> String {
        format!("ws://127.0.0.1:{}", self.addr.port())
    }

    /// The address friends on the network join, when this computer has one.
    pub fn friends_server(&self) -> Option<String> {
        let ip = self.network_address?;
        Some(format!("ws://{}", SocketAddr::new(ip, self.addr.port())))
    }
}

/// This computer's address toward other machines: the one a packet to a far address would
/// leave from (nothing is sent; without a route there is none).
fn network_address() -> Option<IpAddr> {
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
    socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9)).ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_loopback() && !ip.is_unspecified()).then_some(ip)
}
