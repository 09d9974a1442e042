//! `daga serve [--port 3536] [--address IP] [--web DIR] [--allow-origin URL …] [limits]`: hosts
//! online games — the signalling server, and the web page on the same port.

use std::net::{IpAddr, Ipv4Addr};
use std::path::PathBuf;
use std::time::Duration;

use daga::online::DEFAULT_PORT;
use daga::online::limits::Limits;
use daga::online::server::{Server, ServerOptions};

/// What `daga serve` was asked.
#[derive(Debug, PartialEq)]
pub struct ServeArgs {
    pub address: IpAddr,
    pub port: u16,
    pub web: Option<PathBuf>,
    /// Other web sites whose pages may use this server (`--allow-origin https://example.org`).
    pub origins: Vec<String>,
    pub limits: Limits,
}

impl ServeArgs {
    pub fn read(args: &[String]) -> Result<ServeArgs, String> {
        let mut serve = ServeArgs {
            address: IpAddr::V4(Ipv4Addr::UNSPECIFIED),
            port: DEFAULT_PORT,
            // The page built by scripts/build-web.sh, when this is run from the repository.
            web: Some(PathBuf::from("web/dist")).filter(|dir| dir.join("index.html").is_file()),
            origins: Vec::new(),
            limits: Limits::default(),
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
                "--silence" => serve.limits.silence = duration(flag, value)?,
                "--room-waits" => serve.limits.room_waits = duration(flag, value)?,
                "--max-connections" => serve.limits.max_connections = count(flag, value)?,
                "--max-rooms" => serve.limits.max_rooms = count(flag, value)?,
                "--per-address-per-minute" => {
                    serve.limits.per_address_per_minute = count(flag, value)?
                }
                _ => return Err(format!("unknown argument '{flag}'")),
            }
        }
        Ok(serve)
    }
}

/// A time as a flag gives it: `30` or `30s`, `90m`, `24h`.
fn duration(flag: &str, value: &str) -> Result<Duration, String> {
    let (number, unit) = match value.strip_suffix(['s', 'm', 'h']) {
        Some(number) => (number, &value[number.len()..]),
        None => (value, "s"),
    };
    let seconds = match unit {
        "m" => 60.0,
        "h" => 3600.0,
        _ => 1.0,
    };
    number
        .parse::<f64>()
        .ok()
        .filter(|n| n.is_finite() && *n > 0.0 && *n * seconds < 1e9)
        .map(|n| Duration::from_secs_f64(n * seconds))
        .ok_or_else(|| format!("{flag} {value}: expected a time like 30s, 90m or 24h"))
}

/// A positive whole number as a flag gives it.
fn count<N: std::str::FromStr + PartialOrd + From<u8>>(
    flag: &str,
    value: &str,
) -> Result<N, String> {
    value
        .parse::<N>()
        .ok()
        .filter(|n| *n >= N::from(1))
        .ok_or_else(|| format!("{flag} {value}: expected a whole number above 0"))
}

/// Binds and serves until stopped; an error if the port cannot be had.
pub fn serve(args: ServeArgs) -> Result<(), String> {
    let runtime = tokio::runtime::Runtime::new().map_err(|e| e.to_string())?;
    runtime.block_on(async {
        let options = ServerOptions {
            web: args.web.clone(),
            origins: args.origins.clone(),
            limits: args.limits.clone(),
        };
        let server = Server::bind(args.address, args.port, options).map_err(|e| e.to_string())?;
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
