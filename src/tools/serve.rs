//! `daga serve [--port 3536] [--address IP] [--web DIR] [--allow-origin URL …]`: hosts online
//! games — the signalling server, and the web page on the same port.

use std::net::{IpAddr, Ipv4Addr};
use std::path::PathBuf;

use daga::online::DEFAULT_PORT;
use daga::online::server::Server;

/// What `daga serve` was asked.
#[derive(Debug, PartialEq)]
pub struct ServeArgs {
    pub address: IpAddr,
    pub port: u16,
    pub web: Option<PathBuf>,
    /// Other web sites whose pages may use this server (`--allow-origin https://example.org`).
    pub origins: Vec<String>,
}

impl ServeArgs {
    pub fn read(args: &[String]) -> Result<ServeArgs, String> {
        let mut serve = ServeArgs {
            address: IpAddr::V4(Ipv4Addr::UNSPECIFIED),
            port: DEFAULT_PORT,
            // The page built by scripts/build-web.sh, when this is run from the repository.
            web: Some(PathBuf::from("web/dist")).filter(|dir| dir.join("index.html").is_file()),
            origins: Vec::new(),
        };
        for (flag, value) in super::flag_values(args)? {
            match flag {
                "--port" => {
                    serve.port = value
                        .parse()
                        .map_err(|_| format!("--port {value}: expected a port number"))?
                }
                "--address" => {
                    serve.address = value
                        .parse()
                        .map_err(|_| format!("--address {value}: expected an IP address"))?
                }
                "--web" => serve.web = Some(PathBuf::from(value)),
                "--allow-origin" if value.contains("://") => serve.origins.push(value.into()),
                "--allow-origin" => {
                    return Err(format!(
                        "--allow-origin {value}: expected a web site like https://example.org"
                    ));
                }
                _ => return Err(format!("unknown argument '{flag}'")),
            }
        }
        Ok(serve)
    }
}

/// Binds and serves until stopped; an error if the port cannot be had.
pub fn serve(args: ServeArgs) -> Result<(), String> {
    let runtime = tokio::runtime::Runtime::new().map_err(|e| e.to_string())?;
    runtime.block_on(async {
        let server = Server::bind(
            args.address,
            args.port,
            args.web.clone(),
            args.origins.clone(),
        )
        .map_err(|e| e.to_string())?;
        let page = match &args.web {
            Some(dir) => format!("the page from {}", dir.display()),
            None => "no page (give --web DIR)".into(),
        };
        eprintln!("daga serve: listening on {} with {page}", server.addr);
        // Tests read the port from this line.
        println!("listening {}", server.addr);
        server.serve().await.map_err(|e| e.to_string())
    })
}
