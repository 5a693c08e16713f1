// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IAccounting} from "./interfaces/IAccounting.sol";
import {IDpinePool} from "./interfaces/IDpinePool.sol";

/// @title Accounting
/// @notice Price oracle of the Vita contracts: the live spot price of the DPINE pool.
contract Accounting is IAccounting {
    IDpinePool public immutable pool;

    error ZeroAddress();

    constructor(IDpinePool pool_) {
        if (address(pool_) == address(0)) revert ZeroAddress();
        pool = pool_;
    }

    /// @notice USDT per DPINE, 18 decimals. Reverts while the pool has no liquidity.
    function currentPrice() external view returns (uint256) {
        return pool.price();
    }
}
