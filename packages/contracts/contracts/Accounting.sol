// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {IAccounting} from "./interfaces/IAccounting.sol";
import {IDpinePool} from "./interfaces/IDpinePool.sol";

/// @title Accounting
/// @notice Price oracle of the Vita contracts: the DPINE pool's time-weighted average price over an
/// owner-set window (default 30 minutes), so a price pushed within a block before an order does not
/// change the DPINE it returns. Until the pool has a window's worth of history it is the spot price.
contract Accounting is IAccounting, Ownable2Step {
    /// @notice Shortest averaging window the owner may set.
    uint32 public constant MIN_TWAP_WINDOW = 5 minutes;
    /// @notice Longest averaging window the owner may set (the pool keeps at least 63 minutes).
    uint32 public constant MAX_TWAP_WINDOW = 1 hours;

    IDpinePool public immutable pool;

    /// @notice Seconds the order price is averaged over.
    uint32 public twapWindow = 30 minutes;

    event TwapWindowUpdated(uint32 windowSeconds);

    error ZeroAddress();
    /// @notice A window outside MIN_TWAP_WINDOW..MAX_TWAP_WINDOW.
    error InvalidTwapWindow(uint32 windowSeconds, uint32 minWindow, uint32 maxWindow);

    constructor(IDpinePool pool_) Ownable(msg.sender) {
        if (address(pool_) == address(0)) revert ZeroAddress();
        pool = pool_;
    }

    /// @notice The order price: USDT per DPINE, 18 decimals, averaged over `twapWindow` (spot until
    /// the pool has that much history). Reverts while the pool has no liquidity.
    function currentPrice() external view returns (uint256 price) {
        (price,) = pool.averagePrice(twapWindow);
    }

    /// @notice The order price, whether it is the time-weighted average (false: the spot price,
    /// while the pool's history is shorter than the window) and the window in seconds.
    function currentPriceInfo() external view returns (uint256 price, bool isTimeWeighted, uint32 windowSeconds) {
        windowSeconds = twapWindow;
        (price, isTimeWeighted) = pool.averagePrice(windowSeconds);
    }

    /// @notice Sets the averaging window of the order price.
    /// @param windowSeconds Seconds, MIN_TWAP_WINDOW to MAX_TWAP_WINDOW.
    function setTwapWindow(uint32 windowSeconds) external onlyOwner {
        if (windowSeconds < MIN_TWAP_WINDOW || windowSeconds > MAX_TWAP_WINDOW) {
            revert InvalidTwapWindow(windowSeconds, MIN_TWAP_WINDOW, MAX_TWAP_WINDOW);
        }
        twapWindow = windowSeconds;
        emit TwapWindowUpdated(windowSeconds);
    }
}
