// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";

/// @title SolvencyRegistry
/// @notice The liabilities side of the club's proof of solvency, one entry per day: the root of the
/// Merkle sum tree over every member's balances (packages/shared/src/solvency), its totals per currency and
/// the block at which the reserves they are compared with were read. Only the owner publishes, and a
/// published day never changes, so a member who checked their proof against a day's root can rely on
/// that root staying the one everyone else sees. It records what was claimed; it does not check that
/// the root commits to the totals (each member's proof does), nor that no liability was left out.
contract SolvencyRegistry is Ownable2Step {
    /// @notice One day's published liabilities.
    /// @param root Root hash of the Merkle sum tree; never zero once published.
    /// @param reservesBlock Block of this chain at which the reserves were read.
    /// @param publishedAt Timestamp of the block that published it.
    /// @param totals Sum of every member's balance per currency, in `currencies()` order.
    struct Liabilities {
        bytes32 root;
        uint64 reservesBlock;
        uint64 publishedAt;
        uint256[] totals;
    }

    string[] private _currencies;
    mapping(uint32 day => Liabilities) private _liabilities;
    uint32 private _latestDay;

    /// @notice How many days have been published.
    uint32 public publishedDayCount;

    /// @notice `day`'s liabilities were published: the tree's `root`, its `totals` per currency and
    /// the block the reserves were read at.
    event LiabilitiesPublished(uint32 indexed day, bytes32 root, uint256[] totals, uint64 reservesBlock);

    /// @notice `day` is already published; a published day never changes.
    error DayAlreadyPublished(uint32 day);
    /// @notice Nothing was published for `day`.
    error DayNotPublished(uint32 day);
    /// @notice No day has been published yet.
    error NothingPublished();
    /// @notice A zero root commits to nothing (and marks an unpublished day).
    error ZeroRoot();
    /// @notice `given` totals for a registry of `expected` currencies.
    error TotalsLengthMismatch(uint256 given, uint256 expected);
    /// @notice The reserves cannot have been read at a block after the current one.
    error ReservesBlockInFuture(uint64 reservesBlock, uint256 currentBlock);
    /// @notice The registry needs at least one currency.
    error NoCurrencies();

    /// @param currencies_ The tree's currencies in the order of every totals list, e.g. ["USDT", "DPINE"].
    constructor(string[] memory currencies_) Ownable(msg.sender) {
        if (currencies_.length == 0) revert NoCurrencies();
        for (uint256 i = 0; i < currencies_.length; ++i) {
            _currencies.push(currencies_[i]);
        }
    }

    /// @notice Publishes `day`'s liabilities, once: a day already published reverts.
    /// @param day The business day the balances were taken at (the publisher's numbering, e.g.
    /// 20260514); any unpublished day may be published, a later one or a missed earlier one.
    /// @param root Root hash of the day's Merkle sum tree; not zero.
    /// @param totals Sum of every member's balance per currency, in `currencies()` order.
    /// @param reservesBlock Block of this chain at which the reserves were read; not in the future.
    function publish(uint32 day, bytes32 root, uint256[] calldata totals, uint64 reservesBlock) external onlyOwner {
        if (root == bytes32(0)) revert ZeroRoot();
        if (totals.length != _currencies.length) revert TotalsLengthMismatch(totals.length, _currencies.length);
        if (reservesBlock > block.number) revert ReservesBlockInFuture(reservesBlock, block.number);
        Liabilities storage entry = _liabilities[day];
        if (entry.root != bytes32(0)) revert DayAlreadyPublished(day);
        entry.root = root;
        entry.reservesBlock = reservesBlock;
        entry.publishedAt = uint64(block.timestamp);
        entry.totals = totals;
        if (publishedDayCount == 0 || day > _latestDay) _latestDay = day;
        ++publishedDayCount;
        emit LiabilitiesPublished(day, root, totals, reservesBlock);
    }

    /// @notice The currencies of every totals list, in order.
    function currencies() external view returns (string[] memory) {
        return _currencies;
    }

    /// @notice Whether `day` has been published.
    function isPublished(uint32 day) external view returns (bool) {
        return _liabilities[day].root != bytes32(0);
    }

    /// @notice `day`'s published liabilities; reverts `DayNotPublished` when there are none.
    function liabilitiesOf(uint32 day) public view returns (Liabilities memory) {
        Liabilities storage entry = _liabilities[day];
        if (entry.root == bytes32(0)) revert DayNotPublished(day);
        return entry;
    }

    /// @notice The greatest day published; reverts `NothingPublished` before the first.
    function latestDay() public view returns (uint32) {
        if (publishedDayCount == 0) revert NothingPublished();
        return _latestDay;
    }

    /// @notice The greatest day published and its liabilities; reverts `NothingPublished` before the first.
    function latestLiabilities() external view returns (uint32 day, Liabilities memory liabilities) {
        day = latestDay();
        liabilities = _liabilities[day];
    }
}
